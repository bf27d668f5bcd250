import { MSG } from '@meche/contracts';
import { HttpError } from '../shared/http-errors';
import { FairQueue, QueueFullError } from './fair-queue';

/**
 * Client exports (GDPR zips): each builds the file's JSON, compresses it on a worker thread and streams every photo,
 * so each holds a thread and memory until its download ends. Two at once, one per practice; a practice may have a
 * second one waiting, eight wait overall.
 */
export const EXPORT_QUEUE_LIMITS = { running: 2, runningPerPractice: 1, admittedPerPractice: 2, waiting: 8 } as const;

/** What a refused export is told to wait. */
const RETRY_AFTER_S = 10;

/** A slot of the export queue for this practice (given back by the returned function); 503 when the queue is full. */
export async function exportSlot(queue: FairQueue, practice: number): Promise<() => void> {
  try {
    return await queue.slot(practice);
  } catch (error) {
    throw error instanceof QueueFullError ? new HttpError(503, MSG.exportsBusy, {}, { 'Retry-After': String(RETRY_AFTER_S) }) : error;
  }
}

export const createExportQueue = () => new FairQueue(EXPORT_QUEUE_LIMITS);
