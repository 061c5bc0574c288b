import { describe, expect, it } from 'vitest';
import { findUnescaped } from './escaping';
import { readTemplateFiles } from './template-files';

describe('findUnescaped', () => {
  it('accepts escaped values, markup formatters and trusted owner HTML', () => {
    const source =
      '<a href="{url|htmlattr}" class="x {.if a}on{.end}">{title|html}</a>{body}{@|apply card}<img{@|image-srcset}>';
    expect(findUnescaped(source)).toEqual([]);
  });

  it('flags a raw value in an attribute, even one split by predicate quotes', () => {
    const source = '<input type="{.equal? type "email"}email{.end}" value="{value}">\n<p>{title}</p>';
    expect(findUnescaped(source)).toEqual([
      { tag: '{value}', line: 1, where: 'attribute' },
      { tag: '{title}', line: 2, where: 'text' },
    ]);
  });

  it('flags text escaping inside an attribute', () => {
    expect(findUnescaped('<a title="{t|html}">')).toEqual([{ tag: '{t|html}', line: 1, where: 'attribute' }]);
  });
});

describe('the template sets', () => {
  const defaults = readTemplateFiles().sources;
  const overrides = [...readTemplateFiles('another').sources].filter(([path, source]) => defaults.get(path) !== source);
  for (const [set, files] of [
    ['default', [...defaults]],
    ['another', overrides],
  ] as const) {
    for (const [path, source] of files) {
      it(`${set}: ${path} escapes every value it prints`, () => {
        expect(findUnescaped(source)).toEqual([]);
      });
    }
  }
});

describe('URLs in templates', () => {
  it('every href and src written from a value goes through the href formatter (only http(s), mailto, tel, relative)', () => {
    const offenders: string[] = [];
    for (const siteId of [undefined, 'demo', 'another']) {
      for (const [path, source] of readTemplateFiles(siteId).sources) {
        for (const match of source.matchAll(/\b(?:href|src)="\{([^}]*)\}/g))
          if (!/\|href$/.test(match[1])) offenders.push(`${path}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
