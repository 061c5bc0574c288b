import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csv', () => {
  it('quotes every cell, doubles quotes, and defuses formula starts', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(
      csvText([
        ['a', 'b'],
        ['line\none', ''],
      ]),
    ).toBe('"a","b"\r\n"line\none",""\r\n');
  });
});
