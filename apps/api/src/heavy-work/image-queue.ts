import { MSG } from '@meche/contracts';
import { HttpError } from '../shared/http-errors';
import { QueueFullError, type FairQueue } from './fair-queue';

/** What a refused upload is told to wait: about one image's processing. */
const RETRY_AFTER_S = 5;

/** 503 with Retry-After: the images already admitted fill the queue (for this practice, or for everyone). */
export const imagesBusy = () => new HttpError(503, MSG.imagesBusy, {}, { 'Retry-After': String(RETRY_AFTER_S) });

/** Runs an image's processing when the practice's turn comes; a full queue answers 503 before any work. */
export async function inImageQueue<T>(queue: FairQueue, practice: number, work: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(practice, work);
  } catch (error) {
    throw error instanceof QueueFullError ? imagesBusy() : error;
  }
}
