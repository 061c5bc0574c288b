import { describe, expect, it } from 'vitest';
import { parseTemplate } from './index';
import type { Tables } from './tables';

const tables: Tables = { formatters: new Map(), predicates: new Map([['p?', () => true]]) };

function assemble(source: string) {
  const errors: string[] = [];
  const nodes = parseTemplate(source, tables, (entry, args, start) =>
    errors.push(`${start}:${entry.message(...args)}`),
  );
  return { nodes, errors };
}

describe('assembler', () => {
  it('nests blocks and merges adjacent text', () => {
    const { nodes, errors } = assemble('a{.meta-left}b{.section x}c{.or p?}d{.or}e{.end}f');
    expect(errors).toEqual([]);
    expect(nodes).toMatchObject([
      { kind: 'text', text: 'a{b' },
      {
        kind: 'section',
        body: [{ text: 'c' }],
        or: { predicate: { name: 'p?' }, body: [{ text: 'd' }], or: { predicate: null, body: [{ text: 'e' }] } },
      },
      { kind: 'text', text: 'f' },
    ]);
  });

  it('puts the alternates part of a repeated section apart', () => {
    const { nodes } = assemble('{.repeated section x}a{.alternates with}b{.or}c{.end}');
    expect(nodes).toMatchObject([
      { kind: 'repeated', body: [{ text: 'a' }], alternates: [{ text: 'b' }], or: { body: [{ text: 'c' }] } },
    ]);
  });

  it('reports misplaced instructions at their offsets and drops them', () => {
    expect(assemble('{.end}{.or}{.alternates with}').errors).toEqual([
      '0:SyntaxError: Instruction END not allowed at root',
      '6:SyntaxError: Instruction OR_PREDICATE not allowed at root',
      '11:SyntaxError: Instruction ALTERNATES_WITH not allowed at root',
    ]);
    expect(
      assemble('{.repeated section a}{.alternates with}{.alternates with}{.or}{.alternates with}{.end}').errors,
    ).toEqual([
      '39:SyntaxError: ALTERNATES_WITH instruction is not allowed inside REPEATED block.',
      '62:SyntaxError: ALTERNATES_WITH instruction is not allowed inside OR_PREDICATE block.',
    ]);
    expect(assemble('{.if a}{.alternates with}{.end}{.p?}{.alternates with}{.end}').errors).toEqual([
      '7:SyntaxError: ALTERNATES_WITH instruction is not allowed inside IF block.',
      '36:SyntaxError: ALTERNATES_WITH instruction is not allowed inside PREDICATE block.',
    ]);
  });

  it('reports a dead .or and appends what follows to the earlier plain branch', () => {
    const { nodes, errors } = assemble('{.section a}{.or}x{.or}y{.end}');
    expect(errors).toEqual(['18:SyntaxError: This OR_PREDICATE block will never execute.']);
    expect(nodes).toMatchObject([{ or: { body: [{ text: 'xy' }], or: null } }]);
  });

  it('closes blocks at end of input, naming only the innermost part', () => {
    const { nodes, errors } = assemble('{.section a}{.macro m}x');
    expect(errors).toEqual(['12:SyntaxError: Reached EOF in the middle of MACRO']);
    expect(nodes).toMatchObject([{ kind: 'section', body: [{ kind: 'macro', body: [{ text: 'x' }] }] }]);
    expect(assemble('{.section a}{.or}').errors).toEqual(['0:SyntaxError: Reached EOF in the middle of OR_PREDICATE']);
  });

  it('ends the template at a top-level {.eof}, naming the next instruction once', () => {
    const { nodes, errors } = assemble('a{.eof}{## c ##}{b}');
    expect(nodes).toMatchObject([{ text: 'a' }]);
    expect(errors).toEqual([
      '7:SyntaxError: COMMENT Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.',
    ]);
    expect(assemble('{.eof}{.var @a b}').errors[0]).toContain('BINDVAR Attempt');
    expect(assemble('{.eof}{.space}').errors[0]).toContain('SPACE Attempt');
  });

  it('treats {.eof} inside a block as an error only', () => {
    const { nodes, errors } = assemble('{.section a}x{.eof}y{.end}');
    expect(errors).toEqual(['13:SyntaxError: Reached EOF in the middle of SECTION']);
    expect(nodes).toMatchObject([{ body: [{ text: 'xy' }] }]);
  });
});
