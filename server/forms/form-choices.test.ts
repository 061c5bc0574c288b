import { describe, expect, it } from 'vitest';
import { withChoices } from './form-choices';

describe('withChoices', () => {
  it('pairs each option with its label: the translation at its place, else the option itself', () => {
    const form = {
      id: 'poll',
      fields: [
        { id: 'size', type: 'radio', options: ['Small', 'Large'], optionLabels: ['Petit', ''] },
        { id: 'speed', type: 'likert', options: ['Fast?'] },
        { id: 'name', type: 'text' },
      ],
    };
    expect(withChoices(form).fields).toEqual([
      {
        ...form.fields[0],
        choices: [
          { option: 'Small', label: 'Petit' },
          { option: 'Large', label: 'Large' },
        ],
      },
      { ...form.fields[1], choices: [{ option: 'Fast?', label: 'Fast?' }] },
      form.fields[2],
    ]);
  });

  it('answers the same form when no field has options', () => {
    const form = { id: 'plain', fields: [{ id: 'name', type: 'text' }] };
    expect(withChoices(form)).toBe(form);
  });
});
