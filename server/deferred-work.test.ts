import { describe, expect, it } from 'vitest';
import { DeferredWork } from './deferred-work';

function recorder() {
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(m),
    warn: (m: string) => lines.push(m),
    error: (m: string) => lines.push(m),
  };
  return { lines, log };
}

describe('DeferredWork', () => {
  it('starts nothing before the caller has answered, then runs the work', async () => {
    const held: (() => void)[] = [];
    const { log } = recorder();
    const deferred = new DeferredWork({ log, schedule: (start) => held.push(start) });
    const ran: string[] = [];
    deferred.later('a', async () => ran.push('a'));
    await Promise.resolve();
    expect(ran).toEqual([]);
    for (const start of held.splice(0)) start();
    await deferred.settled();
    expect(ran).toEqual(['a']);
  });

  it('logs a failure under its label instead of throwing, and other work still runs', async () => {
    const { lines, log } = recorder();
    const deferred = new DeferredWork({ log });
    const ran: string[] = [];
    deferred.later('reset mail', async () => {
      throw new Error('SMTP is down');
    });
    deferred.later('other', async () => ran.push('other'));
    await deferred.settled();
    expect(ran).toEqual(['other']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^reset mail failed: Error: SMTP is down/);
  });

  it('settles after work that work started', async () => {
    const { log } = recorder();
    const deferred = new DeferredWork({ log });
    const ran: string[] = [];
    deferred.later('outer', async () => {
      deferred.later('inner', async () => ran.push('inner'));
    });
    await deferred.settled();
    expect(ran).toEqual(['inner']);
  });
});
