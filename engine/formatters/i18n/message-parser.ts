/**
 * The ICU-style message patterns of `message` (language reference §12.9): text, `{arg}`,
 * `{arg type options…}`, `{arg plural|selectordinal [offset:N] key{…}…}` with `#`,
 * `{arg select key{…}…}`. Separators after the argument may be spaces or commas. An
 * apostrophe quotes a following brace (or `#` in a plural case); `''` is one apostrophe.
 */

export type MessagePart =
  | string
  | { kind: 'hash' }
  | { kind: 'arg'; name: string; type?: string; options: string[] }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; cases: Map<string, MessagePart[]> }
  | { kind: 'select'; name: string; cases: Map<string, MessagePart[]> };

const SEPARATOR = /[\s,]/;

class Parser {
  i = 0;
  constructor(readonly source: string) {}

  /** Parts up to the end (top level) or up to, not past, the closing `}` of a case. */
  parts(inPlural: boolean, nested: boolean): MessagePart[] | undefined {
    const parts: MessagePart[] = [];
    let text = '';
    const s = this.source;
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === "'") text += this.quoted(inPlural);
      else if (c === '{') {
        if (text) parts.push(text);
        text = '';
        const arg = this.argument(inPlural);
        if (!arg) return undefined;
        parts.push(arg);
      } else if (c === '}' && nested) break;
      else if (c === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ kind: 'hash' });
        this.i++;
      } else {
        text += c;
        this.i++;
      }
    }
    if (nested && this.i >= s.length) return undefined;
    if (text) parts.push(text);
    return parts;
  }

  quoted(inPlural: boolean): string {
    const s = this.source;
    const next = s[this.i + 1];
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    if (next !== '{' && next !== '}' && !(next === '#' && inPlural)) {
      this.i++;
      return "'";
    }
    let text = '';
    this.i++;
    while (this.i < s.length) {
      if (s[this.i] === "'" && s[this.i + 1] === "'") {
        text += "'";
        this.i += 2;
      } else if (s[this.i] === "'") {
        this.i++;
        break;
      } else text += s[this.i++];
    }
    return text;
  }

  skipSeparators(): void {
    while (this.i < this.source.length && SEPARATOR.test(this.source[this.i])) this.i++;
  }

  word(stop: RegExp): string {
    const start = this.i;
    while (this.i < this.source.length && !stop.test(this.source[this.i])) this.i++;
    return this.source.slice(start, this.i);
  }

  argument(inPlural: boolean): MessagePart | undefined {
    this.i++;
    this.skipSeparators();
    const name = this.word(/[\s,{}]/);
    this.skipSeparators();
    if (!name || this.i >= this.source.length) return undefined;
    if (this.source[this.i] === '}') {
      this.i++;
      return { kind: 'arg', name, options: [] };
    }
    const type = this.word(/[\s,{}]/);
    this.skipSeparators();
    if (type === 'plural' || type === 'selectordinal') {
      let offset = 0;
      const match = /^offset:\s*(-?\d+)/.exec(this.source.slice(this.i));
      if (match) {
        offset = Number(match[1]);
        this.i += match[0].length;
      }
      const cases = this.cases(true);
      return cases && { kind: 'plural', name, ordinal: type === 'selectordinal', offset, cases };
    }
    if (type === 'select') {
      const cases = this.cases(inPlural);
      return cases && { kind: 'select', name, cases };
    }
    const options = this.word(/[{}]/);
    if (this.source[this.i] !== '}') return undefined;
    this.i++;
    return { kind: 'arg', name, type, options: options.split(/\s+/).filter(Boolean) };
  }

  cases(inPlural: boolean): Map<string, MessagePart[]> | undefined {
    const cases = new Map<string, MessagePart[]>();
    for (;;) {
      this.skipSeparators();
      if (this.i >= this.source.length) return undefined;
      if (this.source[this.i] === '}') {
        this.i++;
        return cases;
      }
      const key = this.word(/[\s{}]/);
      this.skipSeparators();
      if (!key || this.source[this.i] !== '{') return undefined;
      this.i++;
      const parts = this.parts(inPlural, true);
      if (!parts) return undefined;
      this.i++;
      if (!cases.has(key)) cases.set(key, parts);
    }
  }
}

/** The parts of a pattern, or undefined when it is malformed (unbalanced braces, a case without a body). */
export function parseMessage(pattern: string): MessagePart[] | undefined {
  return new Parser(pattern).parts(false, false);
}
