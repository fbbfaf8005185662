import "server-only";

/**
 * Admission to the receipt check (decision 115). Each check is one scrypt (32 MiB, a fifth of a
 * second or more of a core here), so this process runs at most `running` at a time and lets at most
 * `waiting` wait: the CPU and memory a flood of receipts can take are bounded, whatever its size,
 * and the wait is bounded too. Instead of a total that, once spent, refuses everyone, load is shed
 * one request at a time, and fairly:
 * - one check at a time per client (the hashed address): a second is turned away, so one address
 *   cannot fill the queue;
 * - a client with no wrong receipt lately ("clean") waits ahead of those with wrong ones, and when
 *   the queue is full it takes the place of the latest of those, who is turned away instead. A
 *   flood is made of wrong receipts, so a reporter who comes back gets in ahead of it unless the
 *   flood brings a new clean address for every check the process can run.
 * Turned away means "busy, try again in a moment", counted as nothing.
 */
const RECEIPT_GATE = { running: 1, waiting: 10 } as const;

type Waiter = { clean: boolean; resolve: (admitted: boolean) => void };

export class ReceiptGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  private readonly clients = new Set<string>();

  constructor(private readonly limits: { running: number; waiting: number } = RECEIPT_GATE) {}

  /** Runs `check` when its turn comes; `{ ok: false }` when the request is turned away. */
  async run<T>(clientKey: string, clean: boolean, check: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    if (this.clients.has(clientKey)) return { ok: false };
    this.clients.add(clientKey);
    if (this.running < this.limits.running) this.running += 1;
    else if (!(await this.wait(clean))) {
      this.clients.delete(clientKey);
      return { ok: false };
    }
    try {
      return { ok: true, value: await check() };
    } finally {
      this.clients.delete(clientKey);
      // The slot passes to the first waiter, or is freed.
      const next = this.queue.shift();
      if (next) next.resolve(true);
      else this.running -= 1;
    }
  }

  /** How many checks run now, and how many wait (for the tests). */
  get active(): number {
    return this.running;
  }
  get waiting(): number {
    return this.queue.length;
  }

  private wait(clean: boolean): Promise<boolean> {
    if (this.queue.length >= this.limits.waiting) {
      const displaced = clean ? this.queue.findLastIndex((w) => !w.clean) : -1;
      if (displaced < 0) return Promise.resolve(false);
      this.queue.splice(displaced, 1)[0]!.resolve(false);
    }
    return new Promise((resolve) => {
      const waiter = { clean, resolve };
      const firstUnclean = clean ? this.queue.findIndex((w) => !w.clean) : -1;
      if (firstUnclean < 0) this.queue.push(waiter);
      else this.queue.splice(firstUnclean, 0, waiter);
    });
  }
}
