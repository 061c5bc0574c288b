/**
 * The type checker runs with the tests (issue 22): `tsc --noEmit` over the whole project, so a
 * type error fails `npm test`, and with it the shape checks of the answers the server sends and
 * the owner app and islands read (`*.test-d.ts` beside this file: compiled, never run).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('passes tsc --noEmit: no type errors, the API shape checks included', () => {
  const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.error).toBeUndefined();
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}, 600_000);
