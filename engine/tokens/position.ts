/** 1-based line and column of an offset; computed only when an error needs them. */
export interface Position {
  line: number;
  column: number;
}

export function positionAt(source: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
