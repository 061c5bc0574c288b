import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import { testScope } from '../formatters/test-scope';
import { contentPredicates } from './content';

describe('contentPredicates', () => {
  it('registers the named predicates of §12.6', () => {
    const names = [
      'calendar-view?',
      'child-images?',
      'clickable?',
      'collection?',
      'collection-page?',
      'collection-template-page?',
      'collectionTypeNameEquals?',
      'excerpt?',
      'external-link?',
      'folder?',
      'gallery-meta?',
      'has-multiple?',
      'index?',
      'location?',
      'main-image?',
      'passthrough?',
      'redirect?',
      'same-day?',
      'serviceNameEmail?',
      'show-past-events?',
      'gallery-design-stacked?',
      'gallery-meta-position-bottom-right?',
      'gallery-active-alignment-center?',
      'gallery-square-thumbs?',
      'tweet?',
      'external-video?',
      'promotedINSTAGRAM?',
      'background-source-instagram?',
      'current-type?',
    ];
    for (const name of names) expect(contentPredicates).toHaveProperty([name]);
  });

  it('never throws and always answers a boolean on odd input', () => {
    const odd = [undefined, null, 0, NaN, '', 'x', true, [], {}, JSON.parse('{"__proto__":{"recordType":1}}')];
    const scope = testScope();
    const answers = new Set<string>();
    for (const predicate of Object.values(contentPredicates)) {
      for (const node of odd)
        for (const args of [[], ['heading'], ['']]) answers.add(typeof predicate(node, args, scope));
    }
    expect([...answers]).toEqual(['boolean']);
  });
});

describe('content predicates in templates', () => {
  it('branch on the current node and walk the stack for context lookups', () => {
    const data = {
      options: { design: 'grid', lightbox: 'true' },
      items: [
        { recordType: 2, mainImageId: 'm', excerpt: '<p>Hi</p>' },
        { recordType: 1, promotedBlockType: 'video', excerpt: '<p> </p>' },
      ],
    };
    const template =
      '{.gallery-design-grid?}grid{.end}{.gallery-lightbox?}+lightbox{.end}' +
      '{.repeated section items}|{.image?}image{.end}{.video?}video{.end}{.main-image?}+main{.end}{.excerpt?}+excerpt{.end}{.end}';
    const { output, errors } = renderTemplate(template, data);
    expect(errors).toEqual([]);
    expect(output).toBe('grid+lightbox|image+main+excerpt|video');
  });

  it('take arguments', () => {
    expect(renderTemplate('{.current-type? newsletter}yes{.or}no{.end}', { currentType: 11 }).output).toBe('yes');
    expect(renderTemplate('{.collectionTypeNameEquals?:events}yes{.or}no{.end}', { typeName: 'events' }).output).toBe(
      'yes',
    );
  });
});
