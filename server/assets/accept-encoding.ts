import { LruCache } from '../../domain';

/**
 * Distinct Accept-Encoding values remembered: browsers send a handful, so each is parsed once
 * rather than on every page and asset response (issue 28).
 */
const REMEMBERED = 64;
const answers = new LruCache<string, boolean>(REMEMBERED);

/** Whether an Accept-Encoding header takes `encoding`: named with q > 0, or `*` with q > 0 and not named. */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return answers.getOrCreate(`${encoding}\n${header}`, () => parseAccepts(header, encoding));
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
