import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../../engine';
import { COMPILE_OPTIONS } from './render-with-layout';
import { readTemplateFiles } from './template-files';

const PAGE_KINDS = [
  'collection-products',
  'item-products',
  'collection-blog',
  'item-blog',
  'collection-events',
  'item-events',
  'collection-gallery',
  'item-gallery',
  'page',
  'search',
  'lock-screen',
  'cart',
  'checkout',
  'order-confirmed',
  'not-found',
  'error',
];

describe('the default template set', () => {
  const { sources } = readTemplateFiles();

  it('has the layout and a template for every page kind of templates/README.md', () => {
    expect(sources.has('layouts/site.html')).toBe(true);
    for (const kind of PAGE_KINDS) expect(sources.has(`pages/${kind}.html`), kind).toBe(true);
  });

  for (const [path, source] of sources) {
    it(`${path} compiles without errors`, () => {
      expect(compileTemplate(source, COMPILE_OPTIONS).errors).toEqual([]);
    });
  }

  for (const [path, source] of sources) {
    if (!path.startsWith('partials/') && !path.startsWith('blocks/')) continue;
    it(`${path} starts with a comment naming it, its inputs and a usage line`, () => {
      const name = path.slice(path.indexOf('/') + 1, -'.html'.length);
      expect(source).toMatch(new RegExp(`^\\{## ${name}: [\\s\\S]*Inputs?: [\\s\\S]*Usage: \\{[\\s\\S]*?##\\}`));
    });
  }
});

describe('site overrides', () => {
  it('another replaces the default footer partial and compiles it', () => {
    const defaults = readTemplateFiles().sources;
    const another = readTemplateFiles('another').sources;
    const footer = another.get('partials/site-footer.html')!;
    expect(footer).not.toBe(defaults.get('partials/site-footer.html'));
    expect(compileTemplate(footer, COMPILE_OPTIONS).errors).toEqual([]);
  });
});
