/** Reads test/engine/known-differences.md: one `## <id>` heading per documented difference. */
import { readFileSync } from 'node:fs';

export interface KnownDifference {
  id: string;
  /** A difference of form the harness removes before comparing (positions, U+202F). */
  normalised: boolean;
  /** Only the error list differs: the outputs must be the same (an error we add, §8.2). */
  errorsOnly: boolean;
  body: string;
}

const file = new URL('../known-differences.md', import.meta.url);

export function readKnownDifferences(): Map<string, KnownDifference> {
  const entries = new Map<string, KnownDifference>();
  const sections = readFileSync(file, 'utf8').split(/^## /m).slice(1);
  for (const section of sections) {
    const newline = section.indexOf('\n');
    const id = section.slice(0, newline).trim();
    const body = section.slice(newline + 1).trim();
    entries.set(id, {
      id,
      normalised: body.startsWith('**normalised**'),
      errorsOnly: body.startsWith('**errors only**'),
      body,
    });
  }
  return entries;
}
