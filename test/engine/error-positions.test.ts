/** Every error carries the type, the catalogue text and the 1-based line:column of its tag. */
import { describe, expect, it } from 'vitest';
import { formatErrorFrame, renderTemplate } from '../../engine';

describe('error positions', () => {
  it('positions parse, assembly and run-time errors at the tag start', () => {
    const source = 'line one\n  {a|nope}\n{.end}\n\t{x|apply missing}\n{.section s}';
    expect(renderTemplate(source, { x: 1 }).errors).toEqual([
      { type: 'parser', message: "SyntaxError: Formatter 'nope' is unknown", line: 2, column: 3 },
      { type: 'assembler', message: 'SyntaxError: Instruction END not allowed at root', line: 3, column: 1 },
      { type: 'assembler', message: 'SyntaxError: Reached EOF in the middle of SECTION', line: 5, column: 1 },
      {
        type: 'engine',
        message: "RuntimeError: Attempt to apply partial 'missing' which could not be found.",
        line: 4,
        column: 2,
      },
    ]);
  });

  it('positions errors a formatter records through the scope', () => {
    const result = renderTemplate(
      'ab{x|warn}',
      {},
      {
        formatters: {
          warn: (v, _a, scope) => {
            scope.error('RuntimeError: careful');
            return v;
          },
        },
      },
    );
    expect(result.errors).toEqual([{ type: 'engine', message: 'RuntimeError: careful', line: 1, column: 3 }]);
  });

  it('positions errors of .or predicates and .include', () => {
    const result = renderTemplate('{.section a}\n{.or units-metric?}{.end}{.include nope}', {});
    expect(result.errors).toMatchObject([
      { line: 2, column: 1, message: '"units-metric?" formatter is not yet implemented' },
      { line: 2, column: 26, message: "RuntimeError: Attempt to apply partial 'nope' which could not be found." },
    ]);
  });
});

describe('formatErrorFrame', () => {
  it('prints the lines around the error with a caret under the column', () => {
    const source = 'a\nb\n  {x|nope}\nd\ne\nf';
    const frame = formatErrorFrame(source, { type: 'parser', message: 'm', line: 3, column: 3 });
    expect(frame).toBe(['  1| a', '  2| b', '>>3|   {x|nope}', '   |   ^', '  4| d', '  5| e'].join('\n'));
  });

  it('prints nothing without a position', () => {
    expect(formatErrorFrame('a', { type: 'engine', message: 'm' })).toBe('');
  });
});
