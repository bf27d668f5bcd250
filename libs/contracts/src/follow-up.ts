import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { MSG } from './messages';

/** A visit's reminder leaves this many hours before it, unless the practice chose otherwise. */
export const REMINDER_LEAD_HOURS_DEFAULT = 48;
/** What the settings offer: the day before, two days before (Planity's and Fresha's usual), three days before. */
export const REMINDER_LEAD_HOURS_CHOICES = [24, 48, 72] as const;
/** An active programme whose last photo is older than this many weeks shows in 'Aujourd'hui' as a photo to retake. */
export const PHOTO_RETAKE_WEEKS_DEFAULT = 4;
export const PHOTO_RETAKE_WEEKS_MAX = 26;

/** POST /api/settings/calendar-feed: the new private link, shown once (only its hash is kept). */
export const calendarFeedLinkSchema = z.object({ url: z.string(), created: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** GET and PUT /api/client/{id}/reminders: whether the client asked for no e-mail reminders of her visits. */
export const clientRemindersSchema = z.object({ optOut: z.boolean({ error: MSG.invalidValue }) });
export type ClientReminders = z.infer<typeof clientRemindersSchema>;
