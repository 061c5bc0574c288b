/**
 * `npm run dev`: the server as under `npm start`, in dev mode, kept current while you edit.
 *
 * - templates/ or fixtures/ change: the sites are loaded again and open tabs reload.
 * - server/, engine/, domain/ or islands/ change: the server runs in a child process, which is
 *   restarted (it rebuilds the island bundle as it starts); tabs reconnect to the new process,
 *   see its new boot id and reload.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DevEvents, watchFolders, consoleLogger, FIXTURES_DIR, ROOT_DIR, TEMPLATES_DIR } from '../server';
import { closeOnSignals, startServer } from './start';
import type { ChildProcess } from 'node:child_process';

const CODE_DIRS = ['server', 'engine', 'domain', 'islands'].map((dir) => join(ROOT_DIR, dir));
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

export async function main(argv: string[]): Promise<void> {
  if (argv.includes('--child')) await serveWithReload();
  else superviseChild();
}

/** The child: serve in dev mode and reload the sites when content changes. */
async function serveWithReload(): Promise<void> {
  const events = new DevEvents();
  const running = await startServer({ port: Number(process.env.PORT) || 3000, dev: events });
  const stopWatching = watchFolders([TEMPLATES_DIR, join(FIXTURES_DIR, '..')], (paths) => {
    running.sites.reload().then(
      () => {
        consoleLogger.info(`Reloaded the sites (${paths.length} changed file${paths.length === 1 ? '' : 's'}).`);
        events.reload();
      },
      (error: Error) =>
        consoleLogger.error(`The sites could not be reloaded, still serving the last good version: ${error.message}`),
    );
  });
  closeOnSignals(async () => {
    stopWatching();
    await running.close();
  });
  // The parent went away without stopping us (killed): do not linger holding the port.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

/** The parent: run the child and restart it when code changes. */
function superviseChild(): void {
  let child: ChildProcess | undefined;
  let restarting = false;
  let stopped = false;
  const start = () => {
    const args = ['--import', 'tsx', join(ROOT_DIR, 'scripts/cli.ts'), 'dev', '--child'];
    child = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    child.once('exit', (code, signal) => {
      if (!restarting && signal === null)
        consoleLogger.warn(`The dev server stopped (exit code ${code}); it restarts when you save a file.`);
      child = undefined;
    });
  };
  const stopChild = () =>
    new Promise<void>((resolve) => {
      if (!child) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  start();
  const stopWatching = watchFolders(
    CODE_DIRS,
    async () => {
      if (restarting) return;
      restarting = true;
      consoleLogger.info('Code changed: restarting the dev server…');
      await stopChild();
      restarting = false;
      if (!stopped) start();
    },
    { ignore: isTest },
  );
  closeOnSignals(async () => {
    stopped = true;
    stopWatching();
    await stopChild();
  });
}
