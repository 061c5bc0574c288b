import { TokenKind } from './token';

export type TokenSink = (kind: TokenKind, start: number, end: number) => void;

/**
 * Cuts the source into text, tag candidates and block comments exactly as §2.1 says: a
 * candidate runs from the last `{` before the first `}`; `{##` is only checked at the first
 * `{` found. Adjacent text pieces may be reported separately; the consumer merges them.
 */
export function scanTemplate(source: string, sink: TokenSink): void {
  const length = source.length;
  let position = 0;
  while (position < length) {
    const open = source.indexOf('{', position);
    if (open === -1) break;
    if (source.charCodeAt(open + 1) === 35 && source.charCodeAt(open + 2) === 35) {
      if (open > position) sink(TokenKind.Text, position, open);
      const close = source.indexOf('##}', open + 3);
      const end = close === -1 ? length : close + 3;
      sink(TokenKind.BlockComment, open, end);
      position = end;
      continue;
    }
    const close = source.indexOf('}', open + 1);
    if (close === -1) break;
    const start = source.lastIndexOf('{', close);
    if (start > position) sink(TokenKind.Text, position, start);
    sink(TokenKind.Tag, start, close + 1);
    position = close + 1;
  }
  if (position < length) sink(TokenKind.Text, position, length);
}
