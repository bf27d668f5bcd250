import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { VISIT_KIND_LABELS, type VisitKind } from '@meche/contracts';

const PROD_ID = { company: 'Mèche', product: 'Mèche', language: 'FR' };

/** What the invitations and the feed say of a visit: never its note or its programme (health data). */
export interface CalendarVisit {
  id: number;
  startsAt: string;
  endsAt: string;
  kind: VisitKind;
  clientName: string;
}

export interface PracticeCard {
  name: string;
  address: string | null;
  phone: string | null;
}

/** One UID per visit for every message about it (RFC 5546): a calendar replaces or removes the event it has. */
const visitUid = (visitId: number, domain: string) => `visit-${visitId}@${domain}`;

/**
 * The client's invitation (METHOD:REQUEST, a higher SEQUENCE at each move) or its withdrawal (METHOD:CANCEL), from
 * the practice, whose address the event carries as its location.
 */
export function visitInvitation(options: {
  visit: CalendarVisit;
  sequence: number;
  cancel: boolean;
  practice: PracticeCard;
  organizerEmail: string;
  attendeeEmail: string;
  domain: string;
}): string {
  const { visit, practice } = options;
  const calendar = ical({ prodId: PROD_ID, method: options.cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: visitUid(visit.id, options.domain),
    sequence: options.sequence,
    start: new Date(visit.startsAt),
    end: new Date(visit.endsAt),
    summary: `${VISIT_KIND_LABELS[visit.kind]} — ${practice.name}`,
    location: practice.address,
    description: practice.phone ? `${practice.name} — ${practice.phone}` : practice.name,
    organizer: { name: practice.name, email: options.organizerEmail },
    attendees: [{ email: options.attendeeEmail, name: visit.clientName }],
    status: options.cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The practitioner's own subscription: her live visits, each named by its client and its kind, nothing more. */
export function practitionerFeed(options: { practiceName: string; visits: CalendarVisit[]; domain: string }): string {
  const calendar = ical({ prodId: PROD_ID, name: `${options.practiceName} — rendez-vous`, ttl: 15 * 60 });
  for (const visit of options.visits) {
    calendar.createEvent({
      id: visitUid(visit.id, options.domain),
      start: new Date(visit.startsAt),
      end: new Date(visit.endsAt),
      summary: `${visit.clientName} — ${VISIT_KIND_LABELS[visit.kind]}`,
    });
  }
  return calendar.toString();
}
