import { describe, expect, it } from 'vitest';
import { stripHtml } from './strip-html';

describe('stripHtml', () => {
  it('folds tags and layout whitespace to single spaces, and keeps the no-break spaces of the text', () => {
    expect(stripHtml('<p>Votre  commande\n<b>A</b></p>')).toBe('Votre commande A');
    // A French subject ties "n°" to its number and a colon to its word; the <title> keeps both.
    expect(stripHtml('<title>Nouvelle commande n°\u00a01004\u202f: 25,00\u00a0€</title>')).toBe(
      'Nouvelle commande n°\u00a01004\u202f: 25,00\u00a0€',
    );
  });
});
