/**
 * Distinct Accept-Encoding values remembered: browsers send a handful, so each is parsed once
 * rather than on every page and asset response (issue 28); past this many, the memory starts over.
 */
const REMEMBERED = 64;
const answers = new Map<string, boolean>();

/** Whether an Accept-Encoding header takes `encoding`: named with q > 0, or `*` with q > 0 and not named. */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  const key = `${encoding}\n${header}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    if (answers.size >= REMEMBERED) answers.clear();
    answers.set(key, (answer = parseAccepts(header, encoding)));
  }
  return answer;
}

function parseAccepts(header: string, encoding: string): boolean {
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === encoding) return weight > 0;
    if (name === '*') wildcard = weight;
  }
  return (wildcard ?? 0) > 0;
}
