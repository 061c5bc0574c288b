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
  // The words, when there are any, depend on the page's catalogue; the rest on home and locale.
  return propsWith(value, scope.resolve('words'), `${home ?? ''}\0${scope.locale ?? ''}`, () => {
    // A site's own pages in a language other than English have no home of another language, but
    // their words and the locale their prices are written in (t25rest).
    const words = pageWordsOf(scope, MEMBERSHIP_WORD_KEYS);
    if (!home && !words) return undefined;
    const added: Record<string, unknown> = {};
    if (home) added.pageHome = home;
    if (words) {
      added.words = words;
      if (scope.locale) added.pageLocale = scope.locale;
    }
    return added;
  });
}

/**
 * The form island (`{@|island form}`: the form blocks, the newsletter sign-up) on a page in
 * another language gets its words (`words`: its field errors and spec §8 messages, t25form).
 */
function withFormWords(value: unknown, scope: Scope): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return propsWith(value, scope.resolve('words'), '', () => {
    const words = pageWordsOf(scope, FORM_WORD_KEYS);
    return words ? { words } : undefined;
  });
}

/**
 * Per frozen props object (the render's own, the same render after render: build-context.ts),
 * per page words catalogue, per `key` (what else the additions read): the props with them,
 * or the props themselves when nothing is added. Made once, and frozen, so the collector keeps
 * their JSON too (islands/collector.ts): on a page in another language, a new copy per render
 * cost its spread and its JSON each time (issue 28).
 */
const propsMade = new WeakMap<object, WeakMap<object, Map<string, object>>>();
/** Stands for a page without words (no catalogue in the render). */
const NO_WORDS = {};

function propsWith(value: object, words: unknown, key: string, additions: () => object | undefined): object {
  // Props that may still change are copied per render, as they were.
  if (!Object.isFrozen(value)) return withAdditions(value, additions());
  let byWords = propsMade.get(value);
  if (!byWords) propsMade.set(value, (byWords = new WeakMap()));
  // By the catalogue's words object (one per language); weakly, should a render bring its own.
  const wordsKey = words !== null && typeof words === 'object' ? words : NO_WORDS;
  let byKey = byWords.get(wordsKey);
  if (!byKey) byWords.set(wordsKey, (byKey = new Map()));
  let props = byKey.get(key);
  if (props === undefined) byKey.set(key, (props = Object.freeze(withAdditions(value, additions()))));
  return props;
}

/** Object.assign, not a spread then properties: V8's slow path on Node 20. */
function withAdditions(value: object, added: object | undefined): object {
  return added ? Object.assign({}, value, added) : value;
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
