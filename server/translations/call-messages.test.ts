/**
 * Issue 25: every message the visitor's calls and the cart page can answer is a word of the
 * English catalogue, so a page in another language hears it in its own words
 * (translated-answers.ts); a message added in English only would stay English there.
 */
import { describe, expect, it } from 'vitest';
import {
  ADD_TO_CART_MESSAGES,
  ALERT_TITLES,
  BUTTON_TEXTS,
  CATALOGUES,
  DONATION_MESSAGES,
  FIELD_MESSAGES,
  FORM_MESSAGES,
  selectOptionsMessage,
  translateMessage,
} from '../../domain';
import { CART_MESSAGES } from '../../islands';
import { COMMERCE_MESSAGES } from '../commerce/messages';
import { TEST_PROVIDER_MESSAGES } from '../commerce/payments/test-provider';
import { COOKIES_DISABLED, SESSION_EXPIRED } from '../middleware/crumb';
import { RATE_LIMITED } from '../middleware/rate-limit';
import { SITE_USER_MESSAGES } from '../site-users/messages';

const texts = (messages: Readonly<Record<string, unknown>>) =>
  Object.entries(messages).map(([key, text]) => [key, typeof text === 'function' ? text('$20.00') : text] as const);

const MESSAGES = {
  SITE_USER_MESSAGES: texts(SITE_USER_MESSAGES),
  COMMERCE_MESSAGES: texts(COMMERCE_MESSAGES),
  ADD_TO_CART_MESSAGES: texts(ADD_TO_CART_MESSAGES),
  // The add-to-cart button's own titles and states (its island translates them the same way).
  ALERT_TITLES: texts(ALERT_TITLES),
  BUTTON_TEXTS: texts(BUTTON_TEXTS),
  selectOptions: texts({ one: selectOptionsMessage(['Size']), two: selectOptionsMessage(['Size', 'Color']) }),
  CART_MESSAGES: texts(CART_MESSAGES),
  // The contribution call's refusals (its amount rules and its one field of its own).
  DONATION_MESSAGES: texts(DONATION_MESSAGES),
  donationBody: texts({ emailRequired: 'An email address is required.' }),
  middleware: texts({ SESSION_EXPIRED, COOKIES_DISABLED, RATE_LIMITED }),
  // t25form: the form calls' refusals and field errors, which the form island words the same way.
  FORM_MESSAGES: texts(FORM_MESSAGES),
  FIELD_MESSAGES: texts(FIELD_MESSAGES),
  // A payment refused by the provider (checkout, donations), said as the call answers it.
  TEST_PROVIDER_MESSAGES: texts(TEST_PROVIDER_MESSAGES),
};

describe('the calls’ messages in every catalogue', () => {
  for (const [locale, catalogue] of Object.entries(CATALOGUES).filter(([locale]) => locale !== 'en'))
    it(`says each of them in ${locale}`, () => {
      const untranslated = Object.entries(MESSAGES).flatMap(([group, list]) =>
        list
          .filter(([, text]) => translateMessage(String(text), catalogue.words) === text)
          .map(([key]) => `${group}.${key}`),
      );
      expect(untranslated).toEqual([]);
    });

  it('keeps the spec’s own words in English (§5, §8)', () => {
    expect(CART_MESSAGES.updateQuantity).toBe('Unable to update quantity');
    expect(CART_MESSAGES.offline).toBe('Please check your internet connection.');
    expect(COMMERCE_MESSAGES.minimumSubtotal('$20.00')).toBe(
      'To check out, your order subtotal must be $20.00 or more.',
    );
    expect(SITE_USER_MESSAGES.tooManyTries).toBe('Please try again in a few seconds.');
    expect(ALERT_TITLES.add).toBe('Unable to Add Item');
    expect(CATALOGUES.en!.words.unableToAddItem).toBe('Unable to Add Item');
    expect(selectOptionsMessage(['Size', 'Color', 'Fit'])).toBe('Please select the Size, Color and Fit options.');
    expect(FIELD_MESSAGES.required).toBe('Required');
    expect(FORM_MESSAGES.problemAbove).toBe('Your form has encountered a problem. Please scroll down to review.');
  });
});
