/** HTML escaping for the markup that platform formatters write. */

const TEXT = /[&<>]/g;
const ATTRIBUTE = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

const replaceEntity = (char: string) => ENTITIES[char];

/** Text content: `&`, `<` and `>` escaped. */
export function escapeText(text: string): string {
  return text.replace(TEXT, replaceEntity);
}

/** A double-quoted attribute value: also `"`. */
export function escapeAttr(text: string): string {
  return text.replace(ATTRIBUTE, replaceEntity);
}

/**
 * Attributes from name → value pairs, each value escaped; undefined values are left out.
 * Each attribute is preceded by one space, so the result follows a tag name directly.
 */
export function attributes(pairs: Record<string, string | undefined>): string {
  let out = '';
  for (const [name, value] of Object.entries(pairs)) {
    if (value !== undefined) out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}
