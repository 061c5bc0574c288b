/**
 * `{value|island NAME}`: renders island NAME's server markup with `value` as its props. The
 * per-render IslandCollector arrives as `scope.host`; it remembers the props for the page's
 * props script. Renders without a collector (template linting) print nothing.
 */
import { FORM_WORD_KEYS, MEMBERSHIP_WORD_KEYS } from '../domain';
import { IslandCollector } from '../islands';
import { pageHomeOf, pageWordsOf, type Formatter, type NameDoc, type Scope } from '../engine';

/**
 * Islands handed an item as the template passes it that send the visitor on to the shop's own
 * pages (sign-in, checkout): on a page in another language their props get its home
 * (`pageHome: '/fr'`, the context's `header.homeUrl`), so those pages open in it too, and on
 * any page not in English their own words in it (`words`, from the context's `words`) and the
 * locale of their price (`pageLocale`).
 */
const GO_TO_SHOP_PAGES = new Set(['membership-join']);

function withPageHome(value: unknown, scope: Scope): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const home = pageHomeOf(scope);
  // A site's own pages in a language other than English have no home of another language, but
  // their words and the locale their prices are written in (t25rest).
  const words = pageWordsOf(scope, MEMBERSHIP_WORD_KEYS);
  if (!home && !words) return value;
  return {
    ...value,
    ...(home ? { pageHome: home } : {}),
    ...(words ? { words, ...(scope.locale ? { pageLocale: scope.locale } : {}) } : {}),
  };
}

/**
 * The form island (`{@|island form}`: the form blocks, the newsletter sign-up) on a page in
 * another language gets its words (`words`: its field errors and spec §8 messages, t25form).
 */
function withFormWords(value: unknown, scope: Scope): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const words = pageWordsOf(scope, FORM_WORD_KEYS);
  return words ? { ...value, words } : value;
}

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
  if (name === 'form') return scope.host.render(name, withFormWords(value, scope));
  return scope.host.render(name, GO_TO_SHOP_PAGES.has(name) ? withPageHome(value, scope) : value);
};
