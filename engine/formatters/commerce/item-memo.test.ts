import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { RenderMemo } from '../../render-memo';
import { memoByItem } from './item-memo';

describe('memoByItem', () => {
  it('reuses an output while the item and what it read stay the same', () => {
    const memo = new RenderMemo();
    const item = { id: 'p1' };
    let computed = 0;
    const run = (label: string) =>
      memoByItem('test', item, testScope({ frames: [{ label }], memo }), (scope) => {
        computed++;
        return `${String(scope.resolve('label'))}!`;
      });
    expect(run('a')).toBe('a!');
    expect(run('a')).toBe('a!');
    expect(computed).toBe(1);
    expect(run('b')).toBe('b!');
    expect(computed).toBe(2);
  });

  it('keeps no output that recorded an error, so every render records it', () => {
    const memo = new RenderMemo();
    const item = { id: 'p1' };
    for (let i = 0; i < 2; i++) {
      const scope = testScope({ memo });
      expect(
        memoByItem('failing', item, scope, (reading) => {
          reading.error('out of range');
          return '';
        }),
      ).toBe('');
      expect(scope.errors).toEqual(['out of range']);
    }
  });

  it('keeps no output that read the clock, so a later render reads it again', () => {
    const memo = new RenderMemo();
    const item = { id: 'p1' };
    const seen: number[] = [];
    for (const now of [1000, 2000]) {
      const out = memoByItem('clocked', item, testScope({ memo, now }), (reading) => {
        seen.push(reading.now);
        return `at ${reading.now}`;
      });
      expect(out).toBe(`at ${now}`);
    }
    expect(seen).toEqual([1000, 2000]);
  });

  it('checks what it read under one object once while that object stays, and each text when it is rebuilt', () => {
    const memo = new RenderMemo();
    const item = { id: 'p1' };
    let computed = 0;
    let resolved = 0;
    const run = (words: Record<string, string>) => {
      const scope = testScope({ frames: [{ words }], memo });
      const resolve = scope.resolve.bind(scope);
      scope.resolve = (reference: string) => {
        resolved++;
        return resolve(reference);
      };
      return memoByItem('words', item, scope, (reading) => {
        computed++;
        return ['add', 'soldOut', 'notify'].map((key) => String(reading.resolve(`words.${key}`))).join(' ');
      });
    };
    const words = { add: 'Add', soldOut: 'Sold out', notify: 'Notify me' };
    expect(run(words)).toBe('Add Sold out Notify me');
    resolved = 0;
    expect(run(words)).toBe('Add Sold out Notify me');
    // The same object under `words`: one lookup, not three.
    expect(resolved).toBe(1);
    // Rebuilt with the same texts: still reused, each text compared.
    expect(run({ ...words })).toBe('Add Sold out Notify me');
    expect(computed).toBe(1);
    // Rebuilt with a text changed: computed again.
    expect(run({ ...words, soldOut: 'Gone' })).toBe('Add Gone Notify me');
    expect(computed).toBe(2);
  });
});
