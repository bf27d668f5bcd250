import { addDays, mondayOf, parisParts } from '@meche/contracts';
import { lazyDateFormat } from '@meche/ui';

export type AgendaView = 'jour' | 'semaine';

/** Today in Paris, whatever the device's time zone. */
export const todayInParis = (now: Date = new Date()) => parisParts(now).date;

/** The days a view shows: the day itself, or Monday to Sunday of its week. */
export function daysOf(view: AgendaView, date: string): string[] {
  if (view === 'jour') return [date];
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The date one step before or after (a day, or a week). */
export const step = (view: AgendaView, date: string, direction: 1 | -1) => addDays(date, direction * (view === 'jour' ? 1 : 7));

const dayFormat = lazyDateFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortFormat = lazyDateFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'lundi 30 mars' (calendar days are computed in UTC: no time zone shifts a date). */
export const dayLabel = (date: string) => dayFormat().format(new Date(`${date}T00:00:00Z`));

/** The view's title: 'lundi 30 mars 2026', or 'Semaine du 23 mars 2026 au 29 mars 2026'. */
export function rangeLabel(view: AgendaView, date: string): string {
  const days = daysOf(view, date);
  const first = days[0] ?? date;
  if (view === 'jour') return `${dayLabel(first)} ${first.slice(0, 4)}`;
  return `Semaine du ${shortFormat().format(new Date(`${first}T00:00:00Z`))} au ${shortFormat().format(new Date(`${days[6] ?? first}T00:00:00Z`))}`;
}
