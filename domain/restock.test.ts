import { describe, expect, it } from 'vitest';
import { checkRestockSignUp, restockSuccessText } from './restock';

describe('restock sign-up (spec §5)', () => {
  it('asks for an email, then a valid one, then the captcha when one is shown', () => {
    expect(checkRestockSignUp({ email: '  ', captchaShown: false })).toBe('Email cannot be blank');
    expect(checkRestockSignUp({ email: 'ada@', captchaShown: false })).toBe('Email is invalid');
    expect(checkRestockSignUp({ email: 'ada@example.com', captchaShown: true })).toBe(
      'Complete CAPTCHA before submitting.',
    );
    expect(checkRestockSignUp({ email: 'ada@example.com', captchaShown: true, captchaToken: 't' })).toBeUndefined();
    expect(checkRestockSignUp({ email: ' ada@example.com ', captchaShown: false })).toBeUndefined();
    const messages = { emailBlank: 'vide', emailInvalid: 'invalide', captcha: 'captcha' };
    expect(checkRestockSignUp({ email: ' ', captchaShown: false, messages })).toBe('vide');
    expect(checkRestockSignUp({ email: 'ada@', captchaShown: false, messages })).toBe('invalide');
    expect(checkRestockSignUp({ email: 'ada@example.com', captchaShown: true, messages })).toBe('captcha');
  });
  it("says 'Signed up!' unless the store has its own text", () => {
    expect(restockSuccessText(undefined)).toBe('Signed up!');
    expect(restockSuccessText(' ')).toBe('Signed up!');
    expect(restockSuccessText('We will write.')).toBe('We will write.');
  });
});
