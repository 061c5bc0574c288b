/**
 * Address completion as the server answers it and the islands read it (spec §7
 * "GET /api/google-maps/places/autocomplete, /places/details"): the paths, the shapes, and the
 * tracking context a details call carries (where on the site the address was asked for).
 *
 * @module
 */

export const PLACES_PATHS = {
  autocomplete: '/api/google-maps/places/autocomplete',
  details: '/api/google-maps/places/details',
} as const;

export interface PlacePrediction {
  placeId: string;
  /** The whole line, as the list shows it. */
  description: string;
  mainText: string;
  secondaryText: string;
}

/** An address split into the fields of checkout and of the form's address field. */
export interface PlaceDetails {
  placeId: string;
  formattedAddress: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** The region's short code where one exists (NY, ON), else its name. */
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  country: string;
}

/** The tracking context of a details call: the page and the section of it the address is for. */
export interface PlacesTrackingContext {
  productPage: string;
  productSection: string;
}

/** Typed characters before the first prediction is asked for. */
export const PLACES_MIN_INPUT = 3;
