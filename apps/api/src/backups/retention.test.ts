import { describe, expect, it } from 'vitest';
import type { BackupReason } from './archive-file';
import { archivesToPrune } from './retention';

/** Local noon of 2026-11-25 (a Wednesday) minus `days`, plus `hours`. */
const at = (days: number, hours = 0) => new Date(2026, 10, 25 - days, 12 + hours);
const archive = (name: string, date: Date, reason: BackupReason = 'daily') => ({ name, at: date, reason });

describe('which archives the rotation keeps', () => {
  it('a year of daily archives: the last 7 days and one for each of the 4 last weeks', () => {
    const archives = Array.from({ length: 365 }, (_, d) => archive(`d${d}`, at(d)));
    const pruned = new Set(archivesToPrune(archives));
    const kept = archives.filter((a) => !pruned.has(a.name)).map((a) => a.at.toDateString());
    // Wed 25 back to Thu 19 (7 days), then the newest of each of the 4 ISO weeks before theirs: Sundays 15, 8, 1 Nov and 25 Oct.
    const weekly = [10, 17, 24, 31].map((d) => at(d).toDateString());
    expect(kept).toEqual([...Array.from({ length: 7 }, (_, d) => at(d).toDateString()), ...weekly]);
  });

  it('keeps the newest of a day with several (a manual one after the daily one)', () => {
    const archives = [archive('morning', at(0, -3)), archive('manual', at(0, 2), 'manual'), archive('yesterday', at(1))];
    expect(archivesToPrune(archives)).toEqual(['morning']);
  });

  it('counts only days and weeks that have an archive: a laptop left off for weeks still keeps 7 + 4', () => {
    const archives = [0, 1, 30, 31, 32, 60, 61, 62, 63, 90, 120, 150, 180].map((d) => archive(`d${d}`, at(d)));
    // Days 0…61 are the 7 daily ones; 62 and 63 share 61's week; 90, 120, 150 and 180 are the 4 weekly ones.
    expect(archivesToPrune(archives)).toEqual(['d62', 'd63']);
  });

  it('keeps the 4 newest archives made before a migration apart from the rotation', () => {
    const archives = [
      ...Array.from({ length: 20 }, (_, d) => archive(`d${d}`, at(d))),
      ...[3, 40, 80, 120, 200].map((d) => archive(`m${d}`, at(d, 1), 'pre-migration')),
    ];
    const pruned = archivesToPrune(archives);
    expect(pruned.filter((n) => n.startsWith('m'))).toEqual(['m200']);
  });

  it('never deletes the newest archive, nor anything when there is one', () => {
    expect(archivesToPrune([archive('only', at(400), 'pre-migration')])).toEqual([]);
    expect(archivesToPrune([])).toEqual([]);
  });
});
