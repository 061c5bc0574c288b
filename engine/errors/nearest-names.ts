/**
 * "Did you mean": the known names closest to a misspelt one, by edit distance (insertions,
 * deletions, substitutions and swaps of two neighbours each count one).
 *
 * @example
 *   nearestNames('htm', ['html', 'json', 'htmlattr']); // ['html']
 */

/** At most this many suggestions: more reads as noise. */
const MAX_SUGGESTIONS = 3;

/** Edit distance with adjacent swaps (optimal string alignment); stops early past `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The known names nearest to `name`, alphabetical, if they are within a third of its length
 * (at least 2 edits): `htm` gets `html`, not also `str` two edits away. When none is that near, the names it starts (`money` for
 * `moneyString`), as a designer who typed the start of a name means one of those.
 */
export function nearestNames(name: string, known: Iterable<string>): string[] {
  const bare = name.toLowerCase();
  const limit = Math.max(2, Math.floor(bare.length / 3));
  const near: [number, string][] = [];
  const extending: [number, string][] = [];
  for (const candidate of known) {
    if (candidate === name) continue;
    const lower = candidate.toLowerCase();
    const distance = editDistance(bare, lower, limit);
    if (distance <= limit) near.push([distance, candidate]);
    else if (bare.length >= 3 && lower.startsWith(bare)) extending.push([lower.length - bare.length, candidate]);
  }
  const best = Math.min(...near.map(([distance]) => distance));
  const found = near.length > 0 ? near.filter(([distance]) => distance === best) : extending;
  found.sort((x, y) => x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0));
  return found.slice(0, MAX_SUGGESTIONS).map(([, candidate]) => candidate);
}

/** ` Did you mean 'html'?`, or '' without suggestions; for appending to an error's message. */
export function didYouMean(suggestions: readonly string[] | undefined): string {
  if (suggestions === undefined || suggestions.length === 0) return '';
  const quoted = suggestions.map((s) => `'${s}'`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
  return ` Did you mean ${list}?`;
}
