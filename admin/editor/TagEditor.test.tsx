// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagEditor, tagProblem } from './TagEditor';

afterEach(cleanup);

describe('tags and categories', () => {
  it('refuses a repeat and a comma in the editor words of spec §5', () => {
    expect(tagProblem(['Hiking'], 'hiking', 'tag')).toBe('This tag already exists');
    expect(tagProblem([], 'camp, stove', 'category')).toBe('You may only edit one category at a time');
    expect(tagProblem([], 'x'.repeat(26), 'category')).toBe('A category can have at most 25 characters.');
    expect(tagProblem([], 'x'.repeat(50), 'tag')).toBeUndefined();
  });

  it('adds with Enter, shows a refusal as an alert and removes with a named button', () => {
    const onChange = vi.fn();
    render(<TagEditor tagType="tag" values={['gear']} onChange={onChange} />);
    const input = screen.getByLabelText('New tag');
    fireEvent.change(input, { target: { value: 'Gear' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('This tag already exists');
    fireEvent.change(input, { target: { value: 'stoves' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['gear', 'stoves']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag gear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
