import { describe, expect, it } from 'vitest';
import { testScope } from '../formatters/test-scope';
import { contentPredicates } from './content';

describe('contentPredicates', () => {
  it('registers the named predicates of §12.6', () => {
    const names = ['calendar-view?', 'child-images?', 'clickable?', 'collection?', 'collection-page?', 'collection-template-page?',
      'collectionTypeNameEquals?', 'excerpt?', 'external-link?', 'folder?', 'gallery-meta?', 'has-multiple?', 'index?',
      'location?', 'main-image?', 'passthrough?', 'redirect?', 'same-day?', 'serviceNameEmail?', 'show-past-events?',
      'gallery-design-stacked?', 'gallery-meta-position-bottom-right?', 'gallery-active-alignment-center?',
      'gallery-square-thumbs?', 'tweet?', 'external-video?', 'promotedINSTAGRAM?', 'background-source-instagram?', 'current-type?'];
    for (const name of names) expect(contentPredicates).toHaveProperty([name]);
  });

  it('never throws and always answers a boolean on odd input', () => {
    const odd = [undefined, null, 0, NaN, '', 'x', true, [], {}, JSON.parse('{"__proto__":{"recordType":1}}')];
    for (const predicate of Object.values(contentPredicates)) {
      for (const node of odd) for (const args of [[], ['heading'], ['']]) expect(typeof predicate(node, args, testScope())).toBe('boolean');
    }
  });
});
