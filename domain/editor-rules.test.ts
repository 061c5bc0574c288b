import { describe, expect, it } from 'vitest';
import {
  EDITOR_MESSAGES as M,
  collectionProblems,
  fileNameProblems,
  isEditorEmail,
  itemProblems,
  siteProblems,
} from './editor-rules';
import { isItemPublic, itemStatusOf } from './item-status';

describe('editor messages', () => {
  it('are the spec §5 words with their placeholders filled', () => {
    expect(M.validEmail).toBe('Please enter a valid email');
    expect(M.emailFormat('mailto:a@b.co')).toBe('Emails must be formatted as mailto:a@b.co');
    expect(M.linkFormat('a.co', 'https://a.co')).toBe('Links must be formatted as a.co or https://a.co');
    expect(M.notPageUrl('x y')).toBe('x y is not a valid page URL');
    expect(M.notAnOption(6)).toBe('6 is not one of the expected options');
    expect(M.fileNameRequired).toBe('Please enter a file name');
    expect(M.alreadyExists('tag')).toBe('This tag already exists');
    expect(M.oneAtATime('category')).toBe('You may only edit one category at a time');
  });
});

describe('editor checks', () => {
  it('items: fine content has no problems; each broken field is named', () => {
    expect(itemProblems({ urlId: 'lamp', tags: ['a', 'b'], categories: ['c'], status: 'draft' })).toEqual({});
    expect(itemProblems({ tags: 'camping' })).toEqual({ tags: 'Tags must be a list of text.' });
    expect(itemProblems({ status: 'scheduled' })).toEqual({ publishOn: M.publishOn });
    expect(itemProblems({ status: 'scheduled', publishOn: 1 })).toEqual({});
  });

  it('collections: limits by kind (galleries by type code too)', () => {
    const items = (count: number) => Array.from({ length: count }, (_, i) => `i${i}`);
    expect(collectionProblems({ type: 15, items: items(51) })).toEqual({ items: M.tooManyGalleryImages });
    expect(collectionProblems({ typeName: 'events', items: items(300) })).toEqual({});
    expect(collectionProblems({ typeName: 'page', items: items(250) })).toEqual({});
  });

  it('site links: site paths, anchors, phones, mail and web addresses pass', () => {
    const navigation = ['/shop', '#top', 'tel:+15551234', 'mailto:a@b.studio', 'example.com', 'http://a.example/x'].map(
      (url) => ({ title: 'x', url }),
    );
    expect(siteProblems({ navigation })).toEqual({});
    expect(isEditorEmail('hello@northwind.example')).toBe(true);
    expect(isEditorEmail('a@b')).toBe(false);
  });

  it('file names', () => {
    expect(fileNameProblems('assets/logo.svg')).toEqual({});
    expect(fileNameProblems('assets/')).toEqual({ key: M.fileNameRequired });
    expect(fileNameProblems('assets/ ')).toEqual({ key: M.fileNameRequired });
  });
});

describe('item statuses', () => {
  it('only an item without a status, or published, is public', () => {
    expect(isItemPublic({ title: 'x' })).toBe(true);
    expect(isItemPublic({ status: 'published' })).toBe(true);
    for (const status of ['draft', 'scheduled', 'needs-review', 'private', 'archived'])
      expect(isItemPublic({ status })).toBe(false);
    expect(itemStatusOf({ status: null })).toBe('published');
  });
});
