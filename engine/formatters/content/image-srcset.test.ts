import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { imageSrcset } from './image-srcset';

const scope = testScope();

describe('image-srcset', () => {
  it('lists the variants and the original at the next size up', () => {
    const node = { assetUrl: 'http://a/b.jpg', systemDataVariants: '100w,300w,500w,750w' };
    expect(imageSrcset(node, [], scope)).toBe(
      ' srcset="http://a/b.jpg?format=100w 100w,http://a/b.jpg?format=300w 300w,http://a/b.jpg?format=500w 500w,' +
        'http://a/b.jpg?format=750w 750w,http://a/b.jpg?format=original 1000w"',
    );
    expect(imageSrcset({ assetUrl: 'x', systemDataVariants: '100w,2500w' }, [], scope)).toBe(
      ' srcset="x?format=100w 100w,x?format=2500w 2500w"',
    );
  });

  it('escapes the URL and ignores arguments', () => {
    expect(imageSrcset({ assetUrl: 'a"b', systemDataVariants: '1500w' }, ['x'], scope)).toBe(
      ' srcset="a&quot;b?format=1500w 1500w,a&quot;b?format=original 2500w"',
    );
    expect(imageSrcset({ assetUrl: 5, systemDataVariants: '100w' }, [], scope)).toBe(
      ' srcset="5?format=100w 100w,5?format=original 300w"',
    );
  });

  it('returns the value unchanged when no variant ends in w', () => {
    const node = { assetUrl: 'x', systemDataVariants: '100x100' };
    expect(imageSrcset(node, [], scope)).toBe(node);
    expect(imageSrcset('str', [], scope)).toBe('str');
    expect(imageSrcset(undefined, [], scope)).toBeUndefined();
    const listed = { assetUrl: 'x', systemDataVariants: ['100w'] };
    expect(imageSrcset(listed, [], scope)).toBe(listed);
  });
});
