/**
 * What formatters remember about data objects (an item's formatted price, its product form
 * props), kept by whoever owns the data: `RenderOptions.memo`. A caller that renders the same
 * objects again and again passes one memo to every render (the server passes its site's, so a
 * price is formatted once per item and stock); a render given none gets a fresh one, so nothing
 * outlives it. Keyed weakly by the object: an entry goes when its data does.
 *
 * @example
 *   const memo = new RenderMemo();
 *   template.render(data, { memo }); // the next render with `memo` reuses what this one computed
 */
export class RenderMemo {
  /** Made on the first slot: most renders without a memo of their own never use one. */
  #byObject: WeakMap<object, Map<string, unknown>> | null = null;

  /**
   * The formatter `name`'s slot for `data`, made by `make` on first use. Each name belongs to one
   * module, which alone decides the slot's type and bounds what it keeps there.
   */
  slot<T>(data: object, name: string, make: () => T): T {
    const byObject = (this.#byObject ??= new WeakMap());
    let slots = byObject.get(data);
    if (slots === undefined) byObject.set(data, (slots = new Map()));
    let value = slots.get(name) as T | undefined;
    if (value === undefined) slots.set(name, (value = make()));
    return value;
  }
}
