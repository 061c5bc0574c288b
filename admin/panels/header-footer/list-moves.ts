/** A copy of `list` with the entry at `index` moved by `step` (−1 up, +1 down); the same list at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to], copy[index]];
  return copy;
}
