import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import type { Scope } from '../types';

/** A formatter that reports what the scope showed it. */
function spy(seen: unknown[]) {
  return (value: unknown, args: string[], scope: Scope) => {
    seen.push({
      node: scope.node,
      values: [...scope.values],
      resolved: args.map((a) => scope.resolve(a)),
      outer: args.map((a) => scope.resolveOuter(a)),
      loop: scope.loopIndex,
    });
    return value;
  };
}

describe('executor scope', () => {
  it('pushes a frame for a variable tag but not for .var', () => {
    const seen: unknown[] = [];
    renderTemplate(
      '{car, n|spy color}{.var @x car|spy color}',
      { color: 'outer', car: { color: 'red' }, n: 2 },
      { formatters: { spy: spy(seen) } },
    );
    expect(seen).toEqual([
      { node: { color: 'red' }, values: [{ color: 'red' }, 2], resolved: ['red'], outer: ['outer'], loop: undefined },
      {
        node: { color: 'outer', car: { color: 'red' }, n: 2 },
        values: [{ color: 'red' }],
        resolved: ['outer'],
        outer: ['outer'],
        loop: undefined,
      },
    ]);
  });

  it('gives @index, @index0 and loopIndex from the nearest loop', () => {
    const seen: unknown[] = [];
    const result = renderTemplate(
      '{.repeated section xs}{@index}{@index0}{.section @}{@|spy}{.end}{.end}',
      { xs: ['a', 'b'] },
      { formatters: { spy: spy(seen) } },
    );
    expect(result.output).toBe('10a21b');
    expect(seen.map((s) => (s as { loop: number }).loop)).toEqual([1, 2]);
    expect(renderTemplate('{@index}{.section a}{@index}{.end}', { a: 1 }).output).toBe('');
  });

  it('walks outward without backtracking', () => {
    expect(renderTemplate('{.section x}{a.b}|{c}{.end}', { a: { b: 'root' }, c: 'C', x: { a: { z: 1 } } }).output).toBe(
      '|C',
    );
  });

  it('looks up section targets and @locals in the current frame only', () => {
    expect(renderTemplate('{.var @v 1}{.section a}{.section @v}in{.or}out{.end}{.end}', { a: { k: 1 } }).output).toBe(
      'out',
    );
    expect(renderTemplate('{.section a}{.section k}in{.end}{.end}', { a: { x: 1 }, k: 1 }).output).toBe('');
  });

  it('keeps the falsy frame pushed while a section .or runs', () => {
    expect(renderTemplate('{.section n}x{.or}{@}{.section k}K{.or}no k{.end}{.end}', { n: 0, k: 1 }).output).toBe(
      '0no k',
    );
  });

  it('runs the repeated .or chain in the outer scope', () => {
    expect(renderTemplate('{.repeated section xs}x{.or}{@.y}{.end}', { xs: [], y: 'Y' }).output).toBe('Y');
  });

  it('scopes locals to their frame and lets deeper ones shadow', () => {
    expect(
      renderTemplate('{.var @a 1}{.section s}{.var @a s2}{@a}{.end}{@a}', { 1: 'x', s: { s2: 'in' } }).output,
    ).toBe('inx');
    expect(
      renderTemplate('{.var @a k}{.section s}{@a}{.var @a z}{@a}{.end}{@a}', { k: 'K', s: { z: 'Z' } }).output,
    ).toBe('KZK');
  });

  it('registers macros when executed, scoped to their frame', () => {
    expect(renderTemplate('{x|apply m}{.macro m}M{.end}{x|apply m}', { x: 1 }).errors.map((e) => e.message)).toEqual([
      "RuntimeError: Attempt to apply partial 'm' which could not be found.",
    ]);
    const scoped = renderTemplate('{.repeated section xs}{.macro m}[{@}]{.end}{@|apply m}{.end}{x|apply m}', {
      xs: [1, 2],
      x: 3,
    });
    expect(scoped.output).toBe('[1][2]');
    expect(scoped.errors).toHaveLength(1);
  });

  it('prints values as §1.4 says', () => {
    const data = { s: 's', n: 1.5, t: true, z: null, o: { a: 1 }, a: [1, null, 'x', [2, 3], { b: 1 }] };
    expect(renderTemplate('{s}|{n}|{t}|{z}|{o}|{a}|{missing}', data).output).toBe(
      's|1.5|true|||1,null,x,2,3,[object Object]|',
    );
  });

  it('runs .if chains left to right with short-circuit and no precedence', () => {
    expect(renderTemplate('{.if a || b && c}T{.or}F{.end}', { a: false, b: true, c: false }).output).toBe('T');
    expect(renderTemplate('{.if a && b || c}T{.or}F{.end}', { a: false, b: 1, c: true }).output).toBe('F');
    expect(renderTemplate('{.if a}T{.or}F{.end}', { a: [] }).output).toBe('F');
  });

  it('takes now, locale, timezone and host from the render options', () => {
    const seen: unknown[] = [];
    const probe = (_v: unknown, _a: string[], scope: Scope) =>
      void seen.push([scope.now, scope.locale, scope.defaultTimezone, scope.host, scope.formatCache.size >= 0]);
    renderTemplate('{a|probe}', {}, { formatters: { probe }, now: 5, locale: 'fr-FR', timezone: 'UTC', host: 'h' });
    renderTemplate('{a|probe}', {}, { formatters: { probe } });
    expect(seen[0]).toEqual([5, 'fr-FR', 'UTC', 'h', true]);
    expect((seen[1] as unknown[])[2]).toBe('America/New_York');
  });

  it('says when a formatter read the clock, as timesince does, and stays silent when none did', () => {
    const now = Date.UTC(2026, 10, 29);
    const clocked = renderTemplate('{t|timesince}', { t: now - 3 * 86_400_000 }, { now, locale: 'en-US' });
    expect(clocked.output).toContain('3 days ago');
    expect(clocked.clockRead).toBe(true);
    const partial = renderTemplate('{@|apply ago}', { t: now }, { now, partials: { ago: '{t|timesince}' } });
    expect(partial.clockRead).toBe(true);
    const plain = renderTemplate('{t|date %Y}', { t: now }, { now, locale: 'en-US' });
    expect(plain.output).toBe('2026');
    expect(plain.clockRead).toBeUndefined();
  });

  it('turns an exception from a predicate into an error and skips the block', () => {
    const result = renderTemplate(
      'a{.boom?}x{.or}y{.end}b',
      {},
      {
        predicates: {
          'boom?': () => {
            throw new RangeError('bad');
          },
        },
      },
    );
    expect(result.output).toBe('ab');
    expect(result.errors).toEqual([
      {
        type: 'engine',
        message: 'RuntimeError: Unexpected RangeError error when executing PREDICATE: bad',
        line: 1,
        column: 2,
      },
    ]);
  });

  it('does not store a .var whose formatter threw', () => {
    const result = renderTemplate(
      '{.var @a x|boom}{@a}',
      { x: 1 },
      {
        formatters: {
          boom: () => {
            throw new Error('no');
          },
        },
      },
    );
    expect(result.output).toBe('');
    expect(result.errors[0].message).toBe('RuntimeError: Unexpected Error error when executing BINDVAR: no');
  });

  it('keeps the text around a variable whose formatter threw, and the output of the tags after it', () => {
    const boom = () => {
      throw new Error('no');
    };
    for (const template of ['a{x|boom}b{x}c', 'a{x|boom|html}b{x}c', 'a{x,x|boom}b{x}c']) {
      const result = renderTemplate(template, { x: 1 }, { formatters: { boom } });
      expect(result.output).toBe('ab1c');
      expect(result.errors.map((e) => [e.message, e.column])).toEqual([
        ['RuntimeError: Unexpected Error error when executing VARIABLE: no', 2],
      ]);
    }
  });

  it('prints a formatted variable between texts, once per loop pass', () => {
    const result = renderTemplate('{.repeated section xs}<{@|html}>{.alternates with}, {.end}', { xs: ['a&b', 'c'] });
    expect(result).toEqual({ output: '<a&amp;b>, <c>', errors: [] });
  });

  it('disables .include by option', () => {
    const partials = { p: 'P' };
    expect(renderTemplate('{.include p output}', {}, { partials }).output).toBe('P');
    expect(renderTemplate('{.include p output}', {}, { partials, enableInclude: false })).toEqual({
      output: '',
      errors: [],
    });
  });
});
