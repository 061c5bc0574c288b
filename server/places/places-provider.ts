/**
 * Address completion behind one interface (issue 16): what the visitor typed gives a few
 * predictions; the one they pick gives the address in the fields checkout and forms ask for.
 * Providers: Google Places when a key is configured (google-places.ts), an offline list of
 * places from the site's fixtures (offline-places.ts), or none (the calls answer 503).
 */

import type { PlaceDetails, PlacePrediction } from '../../domain';

export type { PlaceDetails, PlacePrediction };

export interface AutocompleteOptions {
  /** Groups the keystrokes of one search with its details call (billing of the real service). */
  sessionToken?: string;
  /** Restricts predictions to one country (ISO alpha-2). */
  country?: string;
  language?: string;
}

export interface PlacesProvider {
  readonly name: string;
  autocomplete(input: string, options: AutocompleteOptions): Promise<PlacePrediction[]>;
  /** Undefined when no place has the id. */
  details(placeId: string, options: Omit<AutocompleteOptions, 'country'>): Promise<PlaceDetails | undefined>;
}

/** The provider answered wrongly or not at all: a 502 to the visitor, who types the address in full. */
export class PlacesUnavailableError extends Error {}

export const PLACES_MESSAGES = {
  notConfigured: 'Address completion is not set up for this site. Type the address in full.',
  unavailable: 'The address service did not answer. Type the address in full.',
  unknownPlace: 'We could not find that address. Type it in full.',
} as const;

/** At most this many predictions are answered. */
export const MAX_PREDICTIONS = 5;
