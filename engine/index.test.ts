import { describe, expect, it } from 'vitest';
import { compileTemplate, renderTemplate } from './index';

describe('public API', () => {
  it('renders a template against data', () => {
    expect(renderTemplate('{user.name} / {user.name|html} / {user|json}', { user: { name: '<Ann>' } })).toEqual({
      output: '<Ann> / &lt;Ann&gt; / {"name":"<Ann>"}',
      errors: [],
    });
  });

  it('compiles once and renders many times', () => {
    const template = compileTemplate('{.repeated section xs}{@}{.alternates with},{.end}');
    expect(template.errors).toEqual([]);
    expect(template.render({ xs: [1, 2] }).output).toBe('1,2');
    expect(template.render({ xs: ['a'] }).output).toBe('a');
  });

  it('returns compile errors with every render, followed by run-time errors', () => {
    const template = compileTemplate('{a|nope}{b|apply missing}');
    expect(template.errors).toEqual([
      { type: 'parser', message: "SyntaxError: Formatter 'nope' is unknown", line: 1, column: 1 },
    ]);
    expect(template.render({ b: 1 }).errors.map((e) => e.message)).toEqual([
      "SyntaxError: Formatter 'nope' is unknown",
      "RuntimeError: Attempt to apply partial 'missing' which could not be found.",
    ]);
  });

  it('takes formatters and predicates per compile', () => {
    const result = renderTemplate(
      '{a|shout}{.yes?}!{.end}',
      { a: 'x' },
      {
        formatters: { shout: (v) => String(v).toUpperCase() },
        predicates: { 'yes?': () => true },
      },
    );
    expect(result).toEqual({ output: 'X!', errors: [] });
  });
});
