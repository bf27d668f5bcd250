import { below, type Id } from './address';
import { DASHBOARD_PATH } from './shell';

/**
 * The agenda remote's page, relative to the dashboard. A module of its own, which the shell never imports: the
 * agenda ships after the shell and leaves the shell's built files as they are.
 */
export const agendaRoutes = { agenda: 'agenda' } as const;

const agenda = below(DASHBOARD_PATH, agendaRoutes.agenda);

export const agendaPaths = {
  agenda,
  /** The agenda's booking form, for a client and, when booked from a programme, that programme. */
  bookVisit: (clientId: Id, programId?: Id) =>
    `${agenda}?reserver=1&client=${clientId}${programId === undefined ? '' : `&programme=${programId}`}`,
} as const;
