/**
 * Issue 25: what a visitor of a page in another language reads, and the English interface words
 * found in it (test/render/every-language.test.ts, test/render/system-pages-every-language.test.ts).
 * The words looked for are the English catalogue's (domain/interface-words/en.ts) where the
 * page language's differs; they are looked for in text, aria-label and placeholder attributes,
 * and the islands' props (what they print once running); `englishIn` looks in the messages
 * the calls answer a page of the language with.
 */
import { CATALOGUES, catalogueOf } from '../../domain';

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&[lr]dquo;|&[lr]arr;|&middot;|&copy;/g, ' ');

/**
 * Island props that carry the product's own data, not words to print: the product form's `item`
 * and `options` (an option named "Amount" is the owner's, said through the site's translations;
 * what the form prints of it comes in its `labels`).
 */
const OWNER_DATA_PROPS = new Set(['item', 'options']);

/** What a visitor reads: each text run, aria-label, placeholder and island prop string. */
export function readable(html: string): string[] {
  const found: string[] = [];
  const props = /<script type="application\/json" id="island-props">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (props) {
    const walk = (value: unknown): void => {
      if (typeof value === 'string') found.push(value);
      else if (Array.isArray(value)) for (const v of value) walk(v);
      else if (value && typeof value === 'object')
        for (const [key, v] of Object.entries(value)) if (!OWNER_DATA_PROPS.has(key)) walk(v);
    };
    walk(JSON.parse(props));
  }
  const page = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  for (const [, text] of page.matchAll(/>([^<]+)</g)) found.push(decode(text!));
  for (const [, text] of page.matchAll(/\s(?:aria-label|placeholder)="([^"]*)"/g)) found.push(decode(text!));
  return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * A catalogue text as a test: the whole run, or (a text of several words) the start of one:
 * "Filed under Apparel". A placeholder stands for a number, price or name, never a lower-case
 * word. Runs of the owner's own sentences that merely contain an interface word are content.
 */
function matcherOf(english: string): RegExp {
  const text = english.trim();
  const escaped = text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^\\sa-z]\\S*');
  return /\s/.test(text) ? new RegExp(`^${escaped}($|\\s)`) : new RegExp(`^${escaped}$`);
}

/** The English words that the language says otherwise, each with its key. */
export function englishLeftovers(locale: string): { key: string; english: string; test: RegExp }[] {
  const own = catalogueOf(locale);
  const en = CATALOGUES.en!;
  const list: { key: string; english: string; test: RegExp }[] = [];
  for (const part of ['strings', 'words'] as const)
    for (const [key, english] of Object.entries(en[part])) {
      const translated = (own[part] as Record<string, string>)[key]!;
      if (translated.trim() !== english.trim()) list.push({ key, english, test: matcherOf(english) });
    }
  return list;
}

/** Each English leftover among `texts` (a call's messages, say): `key "English" in "the text"`. */
export function englishIn(texts: readonly string[], leftovers: ReturnType<typeof englishLeftovers>): string[] {
  return leftovers.flatMap(({ key, english, test }) =>
    texts.filter((text) => test.test(text)).map((text) => `${key} "${english}" in "${text}"`),
  );
}

/** Each English leftover on the page: `key "English" in "the run it was found in"`. */
export function englishOn(html: string, leftovers: ReturnType<typeof englishLeftovers>): string[] {
  const runs = readable(html);
  return leftovers.flatMap(({ key, english, test }) =>
    runs.filter((run) => test.test(run)).map((run) => `${key} "${english}" in "${run}"`),
  );
}
