import { describe, expect, it } from 'vitest';
import { renderTemplate } from './index';
import { APPLICATION_LIMIT, NESTING_LIMIT, NestingCounter } from './limits';

describe('NestingCounter', () => {
  it('refuses past the depth limit and gives the depth back on leave', () => {
    const counter = new NestingCounter();
    for (let i = 0; i < NESTING_LIMIT; i++) expect(counter.enter()).toBe(true);
    expect(counter.enter()).toBe(false);
    counter.leave();
    counter.leave();
    expect(counter.enter()).toBe(true);
  });

  it('refuses every entry once the render used its application budget', () => {
    const counter = new NestingCounter();
    for (let i = 0; i < APPLICATION_LIMIT; i++) {
      expect(counter.enter()).toBe(true);
      counter.leave();
    }
    expect(counter.enter()).toBe(false);
  });
});

describe('a macro that includes itself three times per level', () => {
  it('stops at the application budget instead of running 3^16 times', () => {
    const result = renderTemplate('{.macro r}A{.include r output}{.include r}{.include r}{.end}{.include r output}', {});
    expect(result.output.length).toBeLessThanOrEqual(APPLICATION_LIMIT);
    expect(result.errors.length).toBeGreaterThan(0);
    expect(result.errors[0].message).toBe("RuntimeError: Attempt to apply partial 'r' exceeded maximum recursion depth of 16");
  });
});
