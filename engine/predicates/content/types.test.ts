import { describe, expect, it } from 'vitest';
import { testScope } from '../../formatters/test-scope';
import { typePredicates } from './types';

const scope = testScope();
const check = (name: string, node: unknown, args: string[] = []) => typePredicates[name](node, args, scope);

describe('record-type predicates', () => {
  it('compare recordType as a number', () => {
    expect(check('text?', { recordType: '1' })).toBe(true);
    expect(check('store-item?', { recordType: 11 })).toBe(true);
    expect(check('kbarticle?', { recordType: 54 })).toBe(true);
    expect(check('undefined?', { recordType: -1 })).toBe(true);
    expect(check('undefined?', {})).toBe(false);
    expect(check('event?', { recordType: 11 })).toBe(false);
  });

  it('also accept a promoted block of the same name', () => {
    expect(check('image?', { recordType: 2 })).toBe(true);
    expect(check('image?', { promotedBlockType: 'image' })).toBe(true);
    expect(check('video?', { promotedBlockType: 'video' })).toBe(true);
    expect(check('external-video?', { promotedBlockType: 'video' })).toBe(true);
    expect(check('external-video?', { recordType: 8 })).toBe(true);
    expect(check('quote?', { promotedBlockType: 'QUOTE' })).toBe(false);
    expect(check('text?', { promotedBlockType: 'text' })).toBe(false);
  });

  it('registers every record type of the reference', () => {
    const names = [
      'text',
      'audio',
      'store-item',
      'event',
      'binary',
      'css-asset',
      'tweak-asset',
      'digital-good',
      'attachment',
      'wordpress-export',
      'json-export',
      'site-search',
      'active-time',
      'tweet',
      'checkin',
      'kbarticle',
      'undefined',
      'image',
      'quote',
      'link',
      'gallery',
      'video',
      'external-video',
    ];
    for (const name of names) expect(typePredicates).toHaveProperty([`${name}?`]);
  });
});

describe('promoted and background predicates', () => {
  it('match the promoted block type in lower case', () => {
    expect(check('promotedVIDEO?', { promotedBlockType: 'video' })).toBe(true);
    expect(check('promotedFORM?', { promotedBlockType: 'form' })).toBe(true);
    expect(check('promotedMAP?', { promotedBlockType: 'MAP' })).toBe(false);
    expect(typePredicates).not.toHaveProperty(['promotedvideo?']);
    expect(Object.keys(typePredicates).filter((name) => name.startsWith('promoted'))).toHaveLength(11);
  });

  it('compare backgroundSource as a number', () => {
    expect(check('background-source-undefined?', { backgroundSource: -1 })).toBe(true);
    expect(check('background-source-none?', { backgroundSource: '4' })).toBe(true);
    expect(check('background-source-upload?', {})).toBe(false);
    expect(check('background-source-video?', { backgroundSource: 3 })).toBe(true);
  });
});

describe('current-type?', () => {
  it('compares the integer currentType with the slice code of NAME', () => {
    expect(check('current-type?', { currentType: 1 }, ['heading'])).toBe(true);
    expect(check('current-type?', { currentType: '19' }, ['twitter'])).toBe(true);
    expect(check('current-type?', { currentType: 1.5 }, ['heading'])).toBe(true);
    expect(check('current-type?', { currentType: 7 }, ['social-icons'])).toBe(true);
    expect(check('current-type?', { currentType: 3 }, ['heading'])).toBe(false);
  });

  it('is false for an unknown or missing NAME', () => {
    expect(check('current-type?', { currentType: 1 }, ['foo'])).toBe(false);
    expect(check('current-type?', { currentType: 1 }, [])).toBe(false);
    expect(check('current-type?', {}, ['toString'])).toBe(false);
    expect(check('current-type?', { currentType: 1 }, ['__proto__'])).toBe(false);
  });
});
