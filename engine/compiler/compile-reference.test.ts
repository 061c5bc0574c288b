import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';

describe('the stack walk of a plain key (§4.2)', () => {
  it('finds the nearest frame that owns the key', () => {
    expect(renderTemplate('{.section a}{x}{.end}', { x: 'outer', a: { x: 'inner' } }).output).toBe('inner');
    expect(renderTemplate('{.section a}{x}{.end}', { x: 'outer', a: { y: 1 } }).output).toBe('outer');
  });

  it('never reads inherited properties, at any depth', () => {
    const data = { a: { b: 1 }, toString: 'own' };
    expect(renderTemplate('{.section a}{constructor}|{toString}|{hasOwnProperty}{.end}', data).output).toBe('|own|');
  });

  it('walks past a frame that is an array or a scalar', () => {
    expect(renderTemplate('{.repeated section xs}{k}{.end}', { k: 'K', xs: [1, [2]] }).output).toBe('KK');
  });
});
