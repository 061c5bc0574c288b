/**
 * CSV text (RFC 4180) that spreadsheets open safely: a cell starting with =, +, -, @, a tab or
 * a carriage return would run as a formula, so it is prefixed with a quote mark ('), and every
 * cell is quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvText(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
