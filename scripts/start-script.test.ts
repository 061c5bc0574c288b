import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const START = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { scripts: { start: string } })
  .scripts.start;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("package.json's start script", () => {
  // npm runs the script in `sh -c` and relays SIGTERM to that shell only. A shell left between
  // them died and left the server serving on: a "restart" then failed on the port or the
  // database lock while the old server (old templates, old site.css) went on answering.
  it('runs node in place of the shell, so a SIGTERM npm relays stops the server', async () => {
    expect(START).toContain('scripts/start.mjs');
    // The same command with a stand-in for the server: it says its pid and its malloc setting, then waits.
    const standIn = `-e "console.log(process.pid, process.env.MALLOC_MMAP_THRESHOLD_); setInterval(() => {}, 1000)"`;
    const shell = spawn('sh', ['-c', START.replace('scripts/start.mjs', standIn)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const said = await new Promise<string>((resolve) =>
      shell.stdout.once('data', (chunk: Buffer) => resolve(String(chunk))),
    );
    const [pid, threshold] = said.trim().split(' ');
    const serverPid = Number(pid);
    try {
      expect(threshold).toBe('8388608');
      const exited = new Promise((resolve) => shell.once('exit', resolve));
      shell.kill('SIGTERM');
      await exited;
      expect(alive(serverPid)).toBe(false);
    } finally {
      if (alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  });
});
