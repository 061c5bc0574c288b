/**
 * A message the server wrote in English (a call's `error`, `message` or field error) in another
 * catalogue's words (issue 25). The calls keep writing their messages in English, where the
 * spec quotes them word for word and the tests read them; the English catalogue holds each of
 * them, so the words of the visitor's page language say the same. A message with a placeholder
 * (`To check out, your order subtotal must be $20.00 or more.`) is recognised by its template
 * and keeps what filled it. A message the catalogue does not hold stays as it is.
 *
 * @module
 */
import type { InterfaceWords } from './catalogue';
import { en } from './en';

type WordKey = keyof InterfaceWords;

/** English text → its key; the first key wins where two say the same (their translations agree). */
let exact: Map<string, WordKey> | undefined;
/** The words with placeholders, as patterns capturing what fills them. */
let templates: { key: WordKey; test: RegExp; names: string[] }[] | undefined;

function tables() {
  if (!exact || !templates) {
    exact = new Map();
    templates = [];
    for (const [key, text] of Object.entries(en.words) as [WordKey, string][]) {
      if (!exact.has(text)) exact.set(text, key);
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      if (names.length === 0) continue;
      const pattern = text
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      templates.push({ key, test: new RegExp(`^${pattern}$`, 's'), names });
    }
  }
  return { exact, templates };
}

/** `english` in `words`' language, or `english` itself when the catalogue has no such word. */
export function translateMessage(english: string, words: InterfaceWords): string {
  const { exact, templates } = tables();
  const key = exact.get(english);
  if (key) return words[key];
  for (const { key, test, names } of templates) {
    const found = test.exec(english);
    if (!found) continue;
    return words[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const at = names.indexOf(name);
      return at >= 0 ? found[at + 1]! : whole;
    });
  }
  return english;
}

/**
 * An island's English texts said in the words its props carry (a page in another language hands
 * it those it prints); without any, the English itself. Texts already in the page's language
 * (a server's translated answer) pass unchanged.
 */
export function sayerIn(words: Partial<InterfaceWords> | undefined): (english: string) => string {
  if (!words) return (english) => english;
  const all = { ...en.words, ...words };
  return (english) => translateMessage(english, all);
}
