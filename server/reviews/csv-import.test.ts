import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-import';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and any line ending', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
    expect(parseCsv('a,b\n')).toEqual([['a', 'b']]);
    expect(parseCsv('a,,\n')).toEqual([['a', '', '']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a quoted cell that never closes', () => {
    expect(parseCsv('a,"b\nc')).toBeUndefined();
  });
});
