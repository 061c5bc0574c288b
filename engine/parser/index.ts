/** Source text to instruction tree: scan (§2.1), classify each tag (§2.2), assemble blocks (§3). */
import { scanTemplate } from '../tokens/scan';
import { TokenKind } from '../tokens/token';
import type { Node } from './ast';
import { Assembler } from './assemble';
import { parseTag } from './parse-tag';
import type { Report, Tables } from './tables';


export function parseTemplate(source: string, tables: Tables, report: Report): Node[] {
  const assembler = new Assembler(report);
  scanTemplate(source, (kind, start, end) => {
    if (kind === TokenKind.Text) return assembler.text(source.slice(start, end), start);
    if (kind === TokenKind.BlockComment) return assembler.feed({ kind: 'comment', start });
    const instruction = parseTag(source.slice(start + 1, end - 1), tables, report, start);
    if (instruction === null) assembler.text(source.slice(start, end), start);
    else assembler.feed(instruction);
  });
  return assembler.finish();
}
