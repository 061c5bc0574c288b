/** Parsers for the feed tests: the XML through a DOM parser (a parse error fails), TSV by its rules. */
import { Window } from 'happy-dom';

export type FeedRow = Record<string, string>;

/** Every `<item>` of an RSS feed as its `g:` fields; throws when the XML does not parse. */
export function parseRss(xml: string): { channel: FeedRow; items: FeedRow[] } {
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0)
    throw new Error(`feed XML does not parse: ${doc.getElementsByTagName('parsererror')[0]!.textContent}`);
  const root = doc.documentElement;
  if (root.tagName !== 'rss' || root.getAttribute('version') !== '2.0')
    throw new Error(`not an RSS 2.0 feed: ${root.tagName}`);
  if (root.getAttribute('xmlns:g') !== 'http://base.google.com/ns/1.0')
    throw new Error('the g: namespace is not declared');
  const channel = doc.getElementsByTagName('channel')[0]!;
  const fields = (
    element: { children: ArrayLike<{ tagName: string; textContent: string | null }> },
    prefix: string,
  ) => {
    const row: FeedRow = {};
    for (const child of Array.from(element.children))
      if (child.tagName.startsWith(prefix) && child.tagName !== 'item')
        row[child.tagName.slice(prefix.length)] = child.textContent ?? '';
    return row;
  };
  return {
    channel: fields(channel, ''),
    items: Array.from(doc.getElementsByTagName('item')).map((item) => fields(item, 'g:')),
  };
}

/** Rows of a TSV with a header row; throws when a row has another number of cells. */
export function parseTsv(text: string): { header: string[]; rows: FeedRow[] } {
  if (!text.endsWith('\n')) throw new Error('the TSV does not end with a line break');
  const lines = text.slice(0, -1).split('\n');
  const header = lines[0]!.split('\t');
  const rows = lines.slice(1).map((line, index) => {
    if (line.includes('\r')) throw new Error(`row ${index + 1} has a carriage return`);
    const cells = line.split('\t');
    if (cells.length !== header.length)
      throw new Error(`row ${index + 1} has ${cells.length} cells, the header ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, cells[i]!]));
  });
  return { header, rows };
}
