import { describe, expect, it } from 'vitest';
import { FairQueue, QueueFullError, type FairQueueLimits } from './fair-queue';

/** A job that runs until the test lets it finish, recording when it started. */
function gatedJobs(queue: FairQueue, started: string[]) {
  const gates = new Map<string, () => void>();
  const submit = (practice: number, name: string) =>
    queue.run(practice, () => {
      started.push(name);
      return new Promise<string>((resolve) => gates.set(name, () => resolve(name)));
    });
  const finish = async (name: string) => {
    gates.get(name)?.();
    // Let the queue hand the freed slot over before the test looks.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { submit, finish };
}

const limits = (overrides: Partial<FairQueueLimits> = {}): FairQueueLimits => ({
  running: 1,
  runningPerPractice: 1,
  admittedPerPractice: 10,
  waiting: 20,
  ...overrides,
});

describe('the heavy-work queue', () => {
  it('takes the practices in turn: a practice that sent many jobs does not make the next one wait for all of them', async () => {
    const queue = new FairQueue(limits());
    const started: string[] = [];
    const { submit, finish } = gatedJobs(queue, started);
    const jobs = [submit(1, 'A1'), submit(1, 'A2'), submit(1, 'A3'), submit(1, 'A4'), submit(2, 'B1'), submit(3, 'C1'), submit(2, 'B2')];
    await new Promise((resolve) => setImmediate(resolve));
    for (const name of ['A1', 'B1', 'C1', 'A2', 'B2', 'A3', 'A4']) await finish(name);
    await Promise.all(jobs);
    expect(started).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3', 'A4']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('never runs more than runningPerPractice jobs of one practice, leaving the other slots to the others', async () => {
    const queue = new FairQueue(limits({ running: 2 }));
    const started: string[] = [];
    const { submit, finish } = gatedJobs(queue, started);
    const jobs = [submit(1, 'A1'), submit(1, 'A2'), submit(1, 'A3')];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['A1']);
    jobs.push(submit(2, 'B1'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['A1', 'B1']);
    for (const name of ['A1', 'B1', 'A2', 'A3']) await finish(name);
    await Promise.all(jobs);
    expect(started).toEqual(['A1', 'B1', 'A2', 'A3']);
  });

  it("refuses a practice's job past admittedPerPractice, while another practice is still admitted", async () => {
    const queue = new FairQueue(limits({ admittedPerPractice: 2 }));
    const { submit, finish } = gatedJobs(queue, []);
    const jobs = [submit(1, 'A1'), submit(1, 'A2')];
    await expect(submit(1, 'A3')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.admits(1)).toBe(false);
    expect(queue.admits(2)).toBe(true);
    jobs.push(submit(2, 'B1'));
    for (const name of ['A1', 'B1', 'A2']) await finish(name);
    await Promise.all(jobs);
    expect(queue.admits(1)).toBe(true);
  });

  it('refuses everyone once `waiting` jobs wait, and admits again as soon as one starts', async () => {
    const queue = new FairQueue(limits({ waiting: 1 }));
    const started: string[] = [];
    const { submit, finish } = gatedJobs(queue, started);
    const jobs = [submit(1, 'A1'), submit(2, 'B1')];
    await expect(submit(3, 'C1')).rejects.toBeInstanceOf(QueueFullError);
    await finish('A1');
    jobs.push(submit(3, 'C1'));
    for (const name of ['B1', 'C1']) await finish(name);
    await Promise.all(jobs);
    expect(started).toEqual(['A1', 'B1', 'C1']);
  });

  it('frees the slot of a job that failed', async () => {
    const queue = new FairQueue(limits({ waiting: 0 }));
    await expect(queue.run(1, () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await expect(queue.run(1, () => Promise.resolve('next'))).resolves.toBe('next');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
