import { describe, expect, it } from 'vitest';
import { interfaceWords } from './interface-words';

describe('interfaceWords', () => {
  it('gives the words of the locale’s language, and English for any other or none', () => {
    expect(interfaceWords('fr-FR').cart).toBe('Panier');
    expect(interfaceWords('fr_CA').search).toBe('Recherche');
    expect(interfaceWords('de').signIn).toBe('Anmelden');
    expect(interfaceWords('en-GB').menu).toBe('Menu');
    expect(interfaceWords('ja-JP').cart).toBe('Cart');
    expect(interfaceWords(undefined).account).toBe('Account');
    expect(interfaceWords('__proto__').cart).toBe('Cart');
  });
});
