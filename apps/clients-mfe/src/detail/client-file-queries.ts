import { questionnaireLinkQueries, visitQueries } from '@meche/api-client';

/**
 * The panels of a client's file whose height follows their data: the questionnaire link, the proposal and the visits.
 * The programmes' pages render below them (the file's outlet), so they wait for these: a panel growing once a
 * programme page is in view would push it down (a layout shift the practitioner sees).
 */
export const clientFilePanelQueries = (clientId: number) =>
  [questionnaireLinkQueries.link(clientId), questionnaireLinkQueries.proposal(clientId), visitQueries.byClient(clientId)] as const;
