import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS, translateMessage } from '.';
import { interfaceWords } from './catalogues';

describe('translateMessage', () => {
  const fr = interfaceWords('fr-FR');

  it('says a message the English catalogue holds in the page language', () => {
    expect(translateMessage('Please enter a valid email address.', fr)).toBe(
      'Veuillez saisir une adresse e-mail valide.',
    );
    expect(translateMessage('Unable to update quantity', interfaceWords('de'))).toBe(
      'Menge konnte nicht geändert werden',
    );
    expect(translateMessage('This coupon code is not valid.', interfaceWords('es'))).toBe(
      'Este código de cupón no es válido.',
    );
  });

  it('keeps what filled a placeholder', () => {
    expect(translateMessage('To check out, your order subtotal must be $20.00 or more.', fr)).toBe(
      'Pour passer la commande, le sous-total doit être d’au moins $20.00.',
    );
  });

  it('leaves a message it does not know, and English as it is', () => {
    expect(translateMessage('Something only the server says.', fr)).toBe('Something only the server says.');
    expect(translateMessage('Please try again in a few seconds.', ENGLISH_WORDS)).toBe(
      'Please try again in a few seconds.',
    );
  });
});
