import { describe, expect, it } from 'vitest';
import { renderTemplate } from './index';
import {
  APPLICATION_LIMIT,
  MAX_LATE_ERRORS,
  MAX_TEMPLATE_ERRORS,
  NESTING_LIMIT,
  NestingCounter,
  Refusal,
} from './limits';

describe('NestingCounter', () => {
  it('refuses past the depth limit and gives the depth back on leave', () => {
    const counter = new NestingCounter();
    for (let i = 0; i < NESTING_LIMIT; i++) expect(counter.enter()).toBe(Refusal.None);
    expect(counter.enter()).toBe(Refusal.Depth);
    counter.leave();
    counter.leave();
    expect(counter.enter()).toBe(Refusal.None);
  });

  it('refuses every entry once the render used its application budget', () => {
    const counter = new NestingCounter();
    for (let i = 0; i < APPLICATION_LIMIT; i++) {
      expect(counter.enter()).toBe(Refusal.None);
      counter.leave();
    }
    expect(counter.enter()).toBe(Refusal.Budget);
  });
});

describe('a macro that includes itself three times per level', () => {
  const result = renderTemplate('{.macro r}A{.include r output}{.include r}{.include r}{.end}{.include r output}', {});
  const messages = new Set(result.errors.map((error) => error.message));

  it('stops at the application budget instead of running 3^16 times', () => {
    expect(result.output.length).toBeLessThanOrEqual(APPLICATION_LIMIT);
    expect(result.errors[0].message).toBe(
      "RuntimeError: Attempt to apply partial 'r' exceeded maximum recursion depth of 16",
    );
  });

  it('says so once the budget is spent, instead of blaming the depth', () => {
    expect(messages).toEqual(
      new Set([
        "RuntimeError: Attempt to apply partial 'r' exceeded maximum recursion depth of 16",
        "RuntimeError: Attempt to apply partial 'r' exceeded the render budget of 100000 applications",
        expect.stringMatching(/^RuntimeError: [\d,]+ more errors were dropped/),
      ]),
    );
    const budget = result.errors.find((error) => error.message.includes('render budget'));
    expect(budget).toMatchObject({ type: 'engine', line: 1, column: 12 });
  });
});

describe('the error list of one render', () => {
  it('is capped: the 65-byte template of issue 8 records about a thousand errors, then one saying how many were dropped', () => {
    const template = '{.macro r}A{.include r}{.include r}{.include r}{.end}{.include r}';
    expect(template).toHaveLength(65);
    const { errors } = renderTemplate(template, {});
    expect(errors.length).toBeGreaterThanOrEqual(MAX_TEMPLATE_ERRORS);
    expect(errors.length).toBeLessThanOrEqual(MAX_TEMPLATE_ERRORS + MAX_LATE_ERRORS + 1);
    const last = errors.at(-1)!;
    expect(last.message).toMatch(/^RuntimeError: [\d,]+ more errors were dropped \(repeats, or past the first 1000\)$/);
    const dropped = Number(last.message.match(/[\d,]+/)![0].replaceAll(',', ''));
    expect(dropped + errors.length - 1).toBeGreaterThan(100_000);
  });

  it('keeps every error of a render that has fewer than the cap', () => {
    const { errors } = renderTemplate('{a|nope}{b|nope}', {});
    expect(errors.length).toBeLessThan(10);
    expect(errors.some((e) => e.message.includes('dropped'))).toBe(false);
  });
});
