/**
 * `{value|island NAME}`: renders island NAME's server markup with `value` as its props. The
 * per-render IslandCollector arrives as `scope.host`; it remembers the props for the page's
 * props script. Renders without a collector (template linting) print nothing.
 */
import { IslandCollector } from '../islands';
import type { Formatter, NameDoc } from '../engine';

/** Hover help and completion for `island` (it is ours, so not on the language reference page). */
export const islandDoc: NameDoc = {
  args: 'NAME',
  summary:
    "renders island NAME's server markup with v as its props, and hydrates it in the browser; without a name it records an error",
  example: '`{item|island product-detail}`',
};

export const island: Formatter = (value, args, scope) => {
  const name = args[0];
  if (!name) {
    scope.error('RuntimeError: The island formatter needs an island name, as in {item|island product-detail}');
    return '';
  }
  if (!(scope.host instanceof IslandCollector)) return '';
  return scope.host.render(name, value);
};
