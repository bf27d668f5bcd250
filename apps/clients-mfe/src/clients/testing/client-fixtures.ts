import { QUESTIONNAIRE_FIELDS, type Client, type ClientSummary, type Page } from '@meche/contracts';

const blankAnswers = Object.fromEntries(QUESTIONNAIRE_FIELDS.map((f) => [f, null])) as Record<
  (typeof QUESTIONNAIRE_FIELDS)[number],
  string | null
>;

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 7,
    userId: 1,
    firstName: 'Jean',
    lastName: 'Dupont',
    sex: 'M',
    email: 'jean.dupont@example.fr',
    mobilePhone: '0612345678',
    homePhone: null,
    birthday: '1980-03-09',
    city: 'Lyon',
    streetName: '3 rue des Lilas',
    zipCode: '69003',
    comments: null,
    created: '2026-01-05T10:00:00.000Z',
    modified: '2026-01-05T10:00:00.000Z',
    ...blankAnswers,
    consent: null,
    ...overrides,
  };
}

export function makeSummary(
  id: number,
  lastName: string,
  firstName = 'Marie',
  overrides: Partial<ClientSummary> = {},
): ClientSummary {
  return {
    id,
    userId: 1,
    firstName,
    lastName,
    sex: 'F',
    email: null,
    mobilePhone: null,
    city: null,
    zipCode: '75011',
    birthday: null,
    created: '2026-01-05T10:00:00.000Z',
    modified: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(content: T[], totalPages = 1, number = 0): Page<T> {
  return { content, totalPages, totalElements: content.length, number, size: 20 };
}
