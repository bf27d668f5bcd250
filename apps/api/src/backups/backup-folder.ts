import fs from 'node:fs';
import path from 'node:path';
import type { BackupReason } from './archive-file';

/** In the file names, for whoever opens the folder: when (UTC) and why each archive was made. */
const REASON_LABELS: Record<BackupReason, string> = { daily: 'quotidienne', manual: 'manuelle', 'pre-migration': 'avant-migration' };
const NAME = /^meche-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z-(quotidienne|manuelle|avant-migration)\.age$/;
/** An archive being written: never listed, removed if a crash left it behind. */
export const PARTIAL_SUFFIX = '.partiel';

export interface ArchiveEntry {
  file: string;
  name: string;
  at: Date;
  reason: BackupReason;
  bytes: number;
}

export function archiveName(at: Date, reason: BackupReason): string {
  return `meche-${at.toISOString().replace(/:/g, '-')}-${REASON_LABELS[reason]}.age`;
}

function parseName(name: string): { at: Date; reason: BackupReason } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, h, m, s, ms, label] = match;
  const reason = (Object.keys(REASON_LABELS) as BackupReason[]).find((r) => REASON_LABELS[r] === label);
  const at = new Date(`${day}T${h}:${m}:${s}.${ms}Z`);
  return reason && !Number.isNaN(at.getTime()) ? { at, reason } : null;
}

/** The archives in `dir` named as Mèche names them, oldest first; any other file is left alone and not listed. */
export function listArchives(dir: string): ArchiveEntry[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: ArchiveEntry[] = [];
  for (const name of names) {
    const parsed = parseName(name);
    if (!parsed) continue;
    const file = path.join(dir, name);
    try {
      entries.push({ file, name, ...parsed, bytes: fs.statSync(file).size });
    } catch {
      // Deleted meanwhile (a prune): not an archive any more.
    }
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Archives a crash cut off while they were written (ours only, by their name). */
export function removePartials(dir: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.endsWith(PARTIAL_SUFFIX) && parseName(name.slice(0, -PARTIAL_SUFFIX.length))) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
}
