import type { TemplateError } from '../types';

const CONTEXT_LINES = 2;

/**
 * A liquidjs-style code frame: the lines around the error, numbered, with a caret under
 * the column.
 *
 * @example
 *   formatErrorFrame('a\n{b|nope}', { type: 'parser', message: '…', line: 2, column: 1 });
 *   //   1| a
 *   // >>2| {b|nope}
 *   //      ^
 */
export function formatErrorFrame(source: string, error: TemplateError): string {
  if (error.line === undefined) return '';
  const lines = source.split('\n');
  const first = Math.max(1, error.line - CONTEXT_LINES);
  const last = Math.min(lines.length, error.line + CONTEXT_LINES);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === error.line ? '>>' : '  ';
    out.push(`${marker}${String(n).padStart(width)}| ${lines[n - 1].replace(/\r$/, '')}`);
    if (n === error.line) out.push(`${' '.repeat(2 + width)}| ${' '.repeat(Math.max(0, (error.column ?? 1) - 1))}^`);
  }
  return out.join('\n');
}
