import { describe, expect, it } from 'vitest';
import { BUTTON_TIMINGS, addErrorMessage, alertTitle, buttonText } from './add-to-cart-button';

describe('add-to-cart button (spec §4, §8)', () => {
  it('says Adding… then Added!, else its label', () => {
    expect(buttonText('idle', 'Add To Cart')).toBe('Add To Cart');
    expect(buttonText('adding', 'Add To Cart')).toBe('Adding…');
    expect(buttonText('added', 'Subscribe')).toBe('Added!');
  });
  it('waits 1 s, shows Added! 2 s, and returns 1 s after an error', () => {
    expect(BUTTON_TIMINGS).toEqual({ addedAfterMs: 1000, addedForMs: 2000, idleAfterErrorMs: 1000 });
  });
  it('titles the alert by product type and checkout mode', () => {
    expect(alertTitle(1, false)).toBe('Unable to Add Item');
    expect(alertTitle(1, true)).toBe('Unable to Purchase Item');
    expect(alertTitle(4, true)).toBe('Unable to purchase Gift Card');
  });
  it('words refusals: 429 fixed, else the server message', () => {
    expect(addErrorMessage(429, { error: 'slow down' })).toBe('Please try again in a few seconds.');
    expect(addErrorMessage(403, { error: 'Your session has expired. Please reload the page and try again.' })).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(addErrorMessage(422, { error: 'Sorry, we do not have enough of that item available.' })).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(addErrorMessage(500, 'not json')).toBe('Please check your internet connection.');
  });
});
