/**
 * The cart's request queue. Calls go to the server one at a time, so each answer includes
 * every change sent before it. Quantity edits of an entry that wait to be sent are merged into
 * the latest one, each carries an increasing `seq` (the server ignores a lower one), and an
 * answer is shown only when it is for the newest edit and nothing is queued behind it: a later
 * edit never loses to an earlier answer.
 *
 * @module
 */
import type { CartApi } from './cart-api';
import type { ShoppingCart } from './cart-types';

export interface CartQueueOptions {
  api: Pick<CartApi, 'setQuantity'>;
  /** Called with each answer that is current. */
  onCart(cart: ShoppingCart): void;
  /** Called with true when the first call starts and false when the queue drains. */
  onBusy(busy: boolean): void;
  /** @default a counter starting at the clock, so edits after a reload still outrank earlier ones */
  nextSeq?: () => number;
}

interface PendingEdit {
  quantity: number;
  seq: number;
  done: Promise<void>;
}

export class CartQueue {
  readonly #options: CartQueueOptions;
  readonly #nextSeq: () => number;
  readonly #pending = new Map<string, PendingEdit>();
  readonly #newestSeq = new Map<string, number>();
  #tail: Promise<unknown> = Promise.resolve();
  #queued = 0;

  constructor(options: CartQueueOptions) {
    this.#options = options;
    let last = 0;
    this.#nextSeq = options.nextSeq ?? (() => (last = Math.max(last + 1, Date.now())));
  }

  /** True while a call is running or waiting. */
  get busy(): boolean {
    return this.#queued > 0;
  }

  /** Sets an entry's quantity; resolves when the edit (or a later one merged into it) is answered. */
  setQuantity(entryId: string, quantity: number): Promise<void> {
    const seq = this.#nextSeq();
    this.#newestSeq.set(entryId, seq);
    const waiting = this.#pending.get(entryId);
    if (waiting) {
      waiting.quantity = quantity;
      waiting.seq = seq;
      return waiting.done;
    }
    const edit: PendingEdit = { quantity, seq, done: Promise.resolve() };
    this.#pending.set(entryId, edit);
    edit.done = this.run(
      () => {
        this.#pending.delete(entryId);
        return this.#options.api.setQuantity(entryId, edit.quantity, edit.seq);
      },
      () => this.#newestSeq.get(entryId) === edit.seq,
    );
    return edit.done;
  }

  /**
   * Queues any cart call. Its answer is shown when `current()` still holds and nothing is
   * queued behind it; a failure rejects the returned promise for the caller to report.
   */
  run(call: () => Promise<ShoppingCart>, current: () => boolean = () => true): Promise<void> {
    if (this.#queued++ === 0) this.#options.onBusy(true);
    const job = this.#tail.then(async () => {
      try {
        const cart = await call();
        if (this.#queued === 1 && current()) this.#options.onCart(cart);
      } finally {
        if (--this.#queued === 0) this.#options.onBusy(false);
      }
    });
    this.#tail = job.catch(() => undefined);
    return job;
  }
}
