/**
 * The process guard in a process of its own (it installs process-wide handlers): a failure
 * nobody awaited is logged and the process serves on; an uncaught exception is kept only when
 * it is the database being away.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './paths';

/** Runs `failure` (JavaScript) in a guarded process that prints 'still serving' 100 ms later. */
function guarded(failure: string): { status: number | null; output: string } {
  const script = `
    import { guardProcess } from './server/process-guard.ts';
    guardProcess({ info: console.log, warn: console.warn, error: console.error });
    ${failure};
    setTimeout(() => console.log('still serving'), 100);
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the process guard', () => {
  it('logs a rejection nobody awaited and keeps serving', () => {
    const { status, output } = guarded(
      "Promise.reject(Object.assign(new Error('terminating connection'), { code: '57P01' }))",
    );
    expect(output).toContain('"kept serving after":"a failure nobody awaited"');
    expect(output).toContain('terminating connection');
    expect(output).toContain('still serving');
    expect(status).toBe(0);
  }, 60_000);

  it('keeps serving through an uncaught exception that is the database going away', () => {
    const { status, output } = guarded(
      "setTimeout(() => { throw Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }); })",
    );
    expect(output).toContain('"kept serving after":"the database went away"');
    expect(output).toContain('still serving');
    expect(status).toBe(0);
  }, 60_000);

  it('ends the process after any other uncaught exception, logged', () => {
    const { status, output } = guarded("setTimeout(() => { throw new TypeError('a bug'); })");
    expect(output).toContain('"stopping after":"an uncaught exception"');
    expect(output).toContain('TypeError: a bug');
    expect(output).not.toContain('still serving');
    expect(status).toBe(1);
  }, 60_000);
});
