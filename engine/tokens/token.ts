/**
 * The pieces the scanner cuts a template into (§2.1). Offsets index the source; a tag's
 * `start` is its `{` and `end` is just past its `}`.
 */
export const enum TokenKind {
  Text,
  Tag,
  /** A `{## … ##}` comment: it is still an instruction (COMMENT) for the assembler. */
  BlockComment,
}

export interface Token {
  kind: TokenKind;
  start: number;
  end: number;
}
