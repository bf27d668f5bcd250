/** How much heavy work the server takes on at once, and how much it lets wait. */
export interface FairQueueLimits {
  /** Jobs running at once, every practice together. */
  running: number;
  /** Jobs of one practice running at once: the others' turn comes whatever one practice sends. */
  runningPerPractice: number;
  /** Jobs of one practice admitted (running or waiting): past it, that practice is refused, not the others. */
  admittedPerPractice: number;
  /** Jobs waiting, every practice together: past it, everyone is refused until the queue drains. */
  waiting: number;
}

/** Refused before any work: the queue is full for this practice or for everyone; the job may be sent again later. */
export class QueueFullError extends Error {
  constructor() {
    super('heavy-work queue full');
  }
}

interface PracticeJobs {
  running: number;
  /** When this practice's last job started (a count of starts): the least recently served goes first. */
  lastStart: number;
  /** Each waiting job's start, oldest first. */
  waiting: (() => void)[];
}

/**
 * A bounded queue of CPU- or memory-heavy jobs (image decoding), fair between practices: jobs start in turn, one
 * practice after the other (the practice served least recently first: a round-robin), never more than
 * `runningPerPractice` of one practice at once, so a practice sending many heavy jobs delays only its own. Admission
 * is bounded per practice and overall; a refused job is a QueueFullError, before any of its work is done.
 */
export class FairQueue {
  private runningCount = 0;
  private waitingCount = 0;
  private starts = 0;
  private readonly practices = new Map<number, PracticeJobs>();

  constructor(readonly limits: FairQueueLimits) {}

  /** Whether a job of this practice would be admitted now (checked before an upload's body is read). */
  admits(practice: number): boolean {
    const own = this.practices.get(practice);
    if (own && own.running + own.waiting.length >= this.limits.admittedPerPractice) return false;
    return this.startsAtOnce(own) || this.waitingCount < this.limits.waiting;
  }

  /** Runs `work` when this practice's turn comes; a QueueFullError (nothing run) when the queue is full. */
  async run<T>(practice: number, work: () => Promise<T>): Promise<T> {
    if (!this.admits(practice)) throw new QueueFullError();
    const own = this.practiceJobs(practice);
    if (this.startsAtOnce(own)) this.start(own);
    else await this.wait(own);
    try {
      return await work();
    } finally {
      this.runningCount -= 1;
      own.running -= 1;
      this.dispatch();
      if (own.running === 0 && own.waiting.length === 0) this.practices.delete(practice);
    }
  }

  /**
   * A slot for this practice, held until the returned function is called (work that ends with a stream rather than
   * a promise); a QueueFullError when the queue is full.
   */
  slot(practice: number): Promise<() => void> {
    return new Promise((taken, refused) => {
      this.run(practice, () => new Promise<void>((release) => taken(release))).catch(refused);
    });
  }

  /** Figures for logs and tests. */
  get size(): { running: number; waiting: number } {
    return { running: this.runningCount, waiting: this.waitingCount };
  }

  private startsAtOnce(own: PracticeJobs | undefined): boolean {
    const ownRunning = own?.running ?? 0;
    const ownWaiting = own?.waiting.length ?? 0;
    return this.runningCount < this.limits.running && ownRunning < this.limits.runningPerPractice && ownWaiting === 0;
  }

  private practiceJobs(practice: number): PracticeJobs {
    let own = this.practices.get(practice);
    if (!own) {
      own = { running: 0, lastStart: 0, waiting: [] };
      this.practices.set(practice, own);
    }
    return own;
  }

  private start(own: PracticeJobs): void {
    this.runningCount += 1;
    own.running += 1;
    this.starts += 1;
    own.lastStart = this.starts;
  }

  private wait(own: PracticeJobs): Promise<void> {
    return new Promise((resolve) => {
      own.waiting.push(resolve);
      this.waitingCount += 1;
    });
  }

  /** The practice whose turn it is: a job waiting, room under its own limit, served least recently. */
  private nextInTurn(): PracticeJobs | null {
    let next: PracticeJobs | null = null;
    for (const own of this.practices.values()) {
      if (own.waiting.length === 0 || own.running >= this.limits.runningPerPractice) continue;
      if (!next || own.lastStart < next.lastStart) next = own;
    }
    return next;
  }

  /** Starts waiting jobs while there is room, each time for the practice whose turn it is. */
  private dispatch(): void {
    while (this.runningCount < this.limits.running) {
      const own = this.nextInTurn();
      const next = own?.waiting.shift();
      if (!own || !next) return;
      this.waitingCount -= 1;
      this.start(own);
      next();
    }
  }
}
