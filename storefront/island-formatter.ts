/**
 * `{value|island NAME}`: renders island NAME's server markup with `value` as its props. The
 * per-render IslandCollector arrives as `scope.host`; it remembers the props for the page's
 * props script. Renders without a collector (template linting) print nothing.
 */
import { IslandCollector } from '../islands';
import type { Formatter } from '../engine';

export const island: Formatter = (value, args, scope) => {
  const name = args[0];
  if (!name) {
    scope.error('RuntimeError: The island formatter needs an island name, as in {item|island product-detail}');
    return '';
  }
  if (!(scope.host instanceof IslandCollector)) return '';
  return scope.host.render(name, value);
};
