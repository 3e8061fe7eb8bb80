/**
 * At most `limit` tasks run at once; the others wait their turn, first come first served.
 * `peak` and `started` say how it went (tests read them; they cost nothing).
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most tasks that ever ran at once. */
  peak = 0;
  /** Tasks started so far. */
  started = 0;

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    else this.running += 1;
    this.started += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` never dips between them.
      if (next) next();
      else this.running -= 1;
    }
  }
}
