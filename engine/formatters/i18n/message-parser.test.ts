import { describe, expect, it } from 'vitest';
import { parseMessage } from './message-parser';

describe('parseMessage', () => {
  it('splits text and arguments', () => {
    expect(parseMessage('Hi, {name}!')).toEqual(['Hi, ', { kind: 'arg', name: 'name', options: [] }, '!']);
    expect(parseMessage('{ 0 }')).toEqual([{ kind: 'arg', name: '0', options: [] }]);
  });

  it('reads formatter calls with their options', () => {
    expect(parseMessage('{0 money style:code}')).toEqual([
      { kind: 'arg', name: '0', type: 'money', options: ['style:code'] },
    ]);
    expect(parseMessage('{0;1 datetime-interval}')).toEqual([
      { kind: 'arg', name: '0;1', type: 'datetime-interval', options: [] },
    ]);
  });

  it('reads plural, selectordinal and select with offsets, # and nested arguments', () => {
    const [plural] = parseMessage('{0, plural, offset:1 =0{none} one{# item} other{{0} items}}')!;
    expect(plural).toMatchObject({ kind: 'plural', name: '0', ordinal: false, offset: 1 });
    const cases = (plural as { cases: Map<string, unknown> }).cases;
    expect([...cases.keys()]).toEqual(['=0', 'one', 'other']);
    expect(cases.get('one')).toEqual([{ kind: 'hash' }, ' item']);
    expect(cases.get('other')).toEqual([{ kind: 'arg', name: '0', options: [] }, ' items']);
    expect(parseMessage('{0 selectordinal one{#st} other{#th}}')![0]).toMatchObject({ kind: 'plural', ordinal: true });
    expect(parseMessage('{g select male{he} other{they}}')![0]).toMatchObject({ kind: 'select', name: 'g' });
  });

  it('treats # as text outside plural cases', () => {
    expect(parseMessage('# {0}')).toEqual(['# ', { kind: 'arg', name: '0', options: [] }]);
  });

  it('quotes with apostrophes', () => {
    expect(parseMessage("it''s {0}")).toEqual(["it's ", { kind: 'arg', name: '0', options: [] }]);
    expect(parseMessage("'{0}' x")).toEqual(['{0} x']);
    expect(parseMessage("don't")).toEqual(["don't"]);
    expect(parseMessage("{0 plural other{'#' is #}}")![0]).toMatchObject({
      cases: new Map([['other', ['# is ', { kind: 'hash' }]]]),
    });
  });

  it('rejects malformed patterns', () => {
    for (const pattern of ['{0', '{}', '{0 plural one{# item} other{# items}', '{0 plural one}', '{0 select x{a}']) {
      expect(parseMessage(pattern), pattern).toBeUndefined();
    }
  });
});
