/**
 * The last line of defence of a serving process: a failure nobody waited for is logged, and
 * the process keeps serving instead of dying. A promise that failed with nobody awaiting it
 * (say, a database client's own background statement on a connection that was cut) changes
 * nothing else, so serving on is safe. An exception thrown out of a callback may have left
 * anything half done: the process keeps serving only when it is the database being away
 * (see isDatabaseUnavailable), and otherwise ends so its cluster starts a fresh one.
 *
 * @module
 */
import { isDatabaseUnavailable } from './db';
import type { Logger } from './logger';

let guarded = false;

/** Installs the guard once per process; lines start with 'kept serving after' or 'stopping after'. */
export function guardProcess(log: Logger): void {
  if (guarded) return;
  guarded = true;
  process.on('unhandledRejection', (reason) => {
    log.error(JSON.stringify({ 'kept serving after': 'a failure nobody awaited', error: describe(reason) }));
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      log.error(JSON.stringify({ 'kept serving after': 'the database went away', error: describe(error) }));
      return;
    }
    log.error(JSON.stringify({ 'stopping after': 'an uncaught exception', error: describe(error) }));
    process.exit(1);
  });
}

function describe(error: unknown): string {
  return String((error as Error)?.stack ?? error);
}
