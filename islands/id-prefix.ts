/**
 * The `useId` prefix of the island at `index`. Every island is its own React root, so without
 * a prefix two islands on a page would produce the same ids.
 */
export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}
