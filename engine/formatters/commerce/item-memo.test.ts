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
});
