import { describe, expect, it } from 'vitest';
import { CartQueue } from './cart-queue';
import type { ShoppingCart } from './cart-types';

/** A cart holding one entry at `quantity`, as the server would answer. */
const cartWith = (quantity: number) =>
  ({ entries: [{ id: 'e1', quantity }], totalQuantity: quantity }) as unknown as ShoppingCart;

interface Call {
  quantity: number;
  seq: number;
  answer(cart?: ShoppingCart): void;
  fail(error: Error): void;
}

/** Cart calls the test answers by hand, in any order. */
function manualApi() {
  const calls: Call[] = [];
  const api = {
    setQuantity: (_entryId: string, quantity: number, seq: number) =>
      new Promise<ShoppingCart>((resolve, reject) =>
        calls.push({ quantity, seq, answer: (cart = cartWith(quantity)) => resolve(cart), fail: reject }),
      ),
  };
  return { api, calls };
}

function setup() {
  const { api, calls } = manualApi();
  const shown: number[] = [];
  const busy: boolean[] = [];
  let seq = 0;
  const queue = new CartQueue({
    api,
    onCart: (cart) => shown.push(cart.totalQuantity),
    onBusy: (b) => busy.push(b),
    nextSeq: () => ++seq,
  });
  return { queue, calls, shown, busy };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CartQueue', () => {
  it('ends at the last of 20 rapid edits, sending only the first and the latest', async () => {
    const { queue, calls, shown, busy } = setup();
    const edits = [queue.setQuantity('e1', 1)];
    await flush();
    for (let quantity = 2; quantity <= 20; quantity++) edits.push(queue.setQuantity('e1', quantity));
    expect(calls.map((c) => c.quantity)).toEqual([1]);
    calls[0].answer();
    await flush();
    expect(calls.map((c) => [c.quantity, c.seq])).toEqual([
      [1, 1],
      [20, 20],
    ]);
    calls[1].answer();
    await Promise.all(edits);
    expect(shown).toEqual([20]);
    expect(busy).toEqual([true, false]);
  });

  it('merges edits made before anything was sent into one call', async () => {
    const { queue, calls, shown } = setup();
    const edits = Array.from({ length: 20 }, (_, i) => queue.setQuantity('e1', i + 1));
    await flush();
    expect(calls.map((c) => [c.quantity, c.seq])).toEqual([[20, 20]]);
    calls[0].answer();
    await Promise.all(edits);
    expect(shown).toEqual([20]);
  });

  it('ignores an answer for an older seq of the entry', async () => {
    const { queue, calls, shown } = setup();
    const first = queue.setQuantity('e1', 3);
    await flush();
    const second = queue.setQuantity('e1', 5);
    calls[0].answer(cartWith(3));
    await first;
    expect(shown).toEqual([]);
    await flush();
    calls[1].answer(cartWith(5));
    await second;
    expect(shown).toEqual([5]);
  });

  it('sends one call at a time, so an answer never overtakes a later change', async () => {
    const { queue, calls } = setup();
    void queue.setQuantity('e1', 2);
    void queue.setQuantity('e2', 7);
    await flush();
    expect(calls).toHaveLength(1);
    calls[0].answer();
    await flush();
    expect(calls.map((c) => c.quantity)).toEqual([2, 7]);
  });

  it('rejects a failed edit for the caller and keeps serving later calls', async () => {
    const { queue, calls, shown, busy } = setup();
    const failing = queue.setQuantity('e1', 4);
    await flush();
    calls[0].fail(new Error('Please check your internet connection.'));
    await expect(failing).rejects.toThrow('Please check your internet connection.');
    const next = queue.run(async () => cartWith(9));
    await next;
    expect(shown).toEqual([9]);
    expect(busy).toEqual([true, false, true, false]);
  });

  it('is busy while a call runs', async () => {
    const { queue, calls } = setup();
    void queue.setQuantity('e1', 2);
    expect(queue.busy).toBe(true);
    await flush();
    calls[0].answer();
    await flush();
    expect(queue.busy).toBe(false);
  });
});
