import { below } from './address';
import { DASHBOARD_PATH } from './shell';

/**
 * The agenda remote's page, relative to the dashboard. A module of its own, which the shell never imports: the
 * agenda ships after the shell and leaves the shell's built files as they are.
 */
export const agendaRoutes = { agenda: 'agenda' } as const;

/** The agenda's query that opens its booking form, with the client and, optionally, the programme. */
export const BOOKING_QUERY = { open: 'reserver', client: 'client', programme: 'programme' } as const;

/** The agenda's query naming what it shows: the day or the week (`vue`) of a Paris day (`date`, 'YYYY-MM-DD'). */
export const AGENDA_VIEW_QUERY = { view: 'vue', date: 'date', day: 'jour', week: 'semaine' } as const;

/** The pages the agenda remote publishes by name (its descriptor's `pages`): how the other apps link to them. */
export const agendaPages = {
  'agenda.agenda': agendaRoutes.agenda,
  /** The booking form, for a client and, when booked from a programme, that programme. */
  'agenda.bookVisit': `${agendaRoutes.agenda}?${BOOKING_QUERY.open}=1&${BOOKING_QUERY.client}=:clientId&${BOOKING_QUERY.programme}=:programId`,
  /** The day view of a Paris day ('YYYY-MM-DD'): where the client file sends a visit's date. */
  'agenda.day': `${agendaRoutes.agenda}?${AGENDA_VIEW_QUERY.view}=${AGENDA_VIEW_QUERY.day}&${AGENDA_VIEW_QUERY.date}=:date`,
} as const;

const agenda = below(DASHBOARD_PATH, agendaRoutes.agenda);

export const agendaPaths = { agenda } as const;
