/**
 * The linter and formatter run with the tests (issue 9): Biome checks every TypeScript file
 * against biome.jsonc (the code's own style, and the recommended rules less those turned off
 * there, each with its reason). `npm run format` fixes what formatting it reports.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('passes Biome: formatting and lint, no errors', () => {
  const run = spawnSync(
    process.execPath,
    ['node_modules/@biomejs/biome/bin/biome', 'check', '.', '--max-diagnostics=50', '--colors=off'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  expect(run.error).toBeUndefined();
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}, 120_000);
