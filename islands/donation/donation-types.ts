import type { DonationWords } from '../../domain';

/** The donation island's props (server/donations/donation-routes.ts `donationProps`). */
export interface DonationProps {
  title: string;
  description: string;
  /** Preset amounts: `amount` as the custom field takes it (`25.00`), `label` formatted (`$25.00`). */
  presets: { amount: string; label: string }[];
  currency: string;
  limitsText: string;
  /** The test-card lines in the page's language; English without. */
  words?: DonationWords;
}
