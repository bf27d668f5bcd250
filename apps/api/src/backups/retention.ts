import type { BackupReason } from './archive-file';

const KEEP_DAILY = 7;
const KEEP_WEEKLY = 4;
/** Archives made before a schema change: kept apart from the rotation, so an upgrade can be undone for weeks. */
const KEEP_PRE_MIGRATION = 4;

interface Dated {
  name: string;
  at: Date;
  reason: BackupReason;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The practice's calendar day (the machine's time zone), as the practitioner counts days. */
const dayOf = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** ISO 8601 week of the local day: Monday to Sunday, week 1 holds the year's first Thursday. */
function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getFullYear(), at.getMonth(), at.getDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${pad(week)}`;
}

/**
 * Which archives to delete. Kept: the newest archive of each of the last 7 days that have one; then, before those
 * days, the newest of each of the 4 weeks that have one (a week already holding a daily one does not count), so the
 * oldest archive is about a month old; the last 4 made before a migration; and always the newest of all. Days and
 * weeks without an archive (the laptop was off) do not use up the allowance.
 */
export function archivesToPrune(archives: readonly Dated[]): string[] {
  const newestFirst = [...archives].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  newestFirst
    .filter((a) => a.reason === 'pre-migration')
    .slice(0, KEEP_PRE_MIGRATION)
    .forEach((a) => keep.add(a.name));
  const days = new Set<string>();
  const weeks = new Set<string>();
  const dailyWeeks = new Set<string>();
  for (const archive of newestFirst.filter((a) => a.reason !== 'pre-migration')) {
    const day = dayOf(archive.at);
    const week = weekOf(archive.at);
    if (days.has(day)) continue;
    if (days.size < KEEP_DAILY) {
      days.add(day);
      dailyWeeks.add(week);
      keep.add(archive.name);
    } else if (!dailyWeeks.has(week) && !weeks.has(week) && weeks.size < KEEP_WEEKLY) {
      weeks.add(week);
      keep.add(archive.name);
    }
  }
  return newestFirst.filter((a) => !keep.has(a.name)).map((a) => a.name);
}
