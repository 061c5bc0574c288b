/**
 * The donation island's props: what the donation page (203) and the donation block of a page
 * (a collection with `"donationBlock": true`) show.
 *
 * @module
 */
import {
  CATALOGUES,
  DONATION_WORD_KEYS,
  donationAmountText,
  ENGLISH_WORDS,
  fillWords,
  formatCents,
  pickWords,
  type InterfaceWords,
} from '../../domain';
import { storeSettings } from '../commerce/store-settings';
import { siteDonationSettings } from './donate';
import type { DonationProps } from '../../islands';
import type { Site } from '../sites/types';

/** The donation island's props: also what the donation block of a page shows, in the page's `words`. */
export function donationProps(site: Site, words?: InterfaceWords): DonationProps {
  const settings = siteDonationSettings(site);
  const { locale } = storeSettings(site);
  const money = (cents: number) => formatCents(cents, settings.currency, { locale });
  // A title the owner has not written is the catalogue's, in the page's language.
  return {
    title: settings.title || (words ?? ENGLISH_WORDS).donationDefaultTitle,
    description: settings.description,
    presets: settings.presetAmountsCents.map((cents) => ({
      amount: donationAmountText(cents, settings.currency),
      label: money(cents),
    })),
    currency: settings.currency,
    limitsText: fillWords((words ?? ENGLISH_WORDS).donationLimits, {
      min: money(settings.minimumCents),
      max: money(settings.maximumCents),
    }),
    // English pages send none: the island has those.
    ...(words && words !== CATALOGUES.en!.words ? { words: pickWords(words, DONATION_WORD_KEYS) } : {}),
  };
}
