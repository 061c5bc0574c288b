import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES, editableProperties, isAllowedRedirect } from './form-document';

describe('form documents', () => {
  it('lists the 19 field types, textarea offering maxLength only with the vanilla form handler', () => {
    expect(FORM_FIELD_TYPES).toHaveLength(19);
    expect(editableProperties('textarea', true)).toEqual(['description', 'placeholder', 'required', 'maxLength']);
    expect(editableProperties('textarea', false)).toEqual(['description', 'placeholder', 'required']);
    expect(editableProperties('hidden', true)).toEqual(['key', 'value']);
  });

  it('takes a success redirect to a path of the site or an https address, nothing else', () => {
    for (const ok of ['', '/thanks', '/thanks?from=form#top', 'https://elsewhere.example/thanks'])
      expect(isAllowedRedirect(ok), ok).toBe(true);
    for (const bad of [
      'http://elsewhere.example/',
      '//evil.example/',
      '/\t/evil.example',
      'javascript:alert(1)',
      'thanks',
    ])
      expect(isAllowedRedirect(bad), bad).toBe(false);
  });
});
