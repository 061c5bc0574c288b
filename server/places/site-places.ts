/**
 * Which provider answers a site: Google's when GOOGLE_MAPS_API_KEY is set, else the site's own
 * list (fixtures/sites/<id>/places.json) when it has one, else none.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { googlePlaces } from './google-places';
import { offlinePlaces } from './offline-places';
import type { PlacesProvider } from './places-provider';
import type { Site } from '../sites/types';
import { Once, defineSiteSlot } from '../sites/site-caches';

/** The offline places provider from the site's places file, or null when it has none. */
const placesSlot = defineSiteSlot('places', () => new Once<PlacesProvider | null>());

const line = v.optional(v.string(), '');
const PlacesFile = v.array(
  v.object({
    placeId: v.string(),
    formattedAddress: v.string(),
    addressLine1: v.string(),
    addressLine2: line,
    city: line,
    state: line,
    postalCode: line,
    countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    country: line,
  }),
);

export const PLACES_FILE = 'places.json';

/** The site's offline provider, or null when it has no places file (read once per site load, kept in its caches). */
export function sitePlaces(site: Site): PlacesProvider | null {
  return site.caches.get(placesSlot).getOrCreate(() => readPlaces(site));
}

function readPlaces(site: Site): PlacesProvider | null {
  // A site from the content store holds its places document; a fixture site reads its folder.
  if (site.stored) return site.stored.places === null ? null : offlinePlaces(v.parse(PlacesFile, site.stored.places));
  try {
    const list = v.parse(PlacesFile, JSON.parse(readFileSync(join(site.dir, PLACES_FILE), 'utf8')));
    return offlinePlaces(list);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

export type PlacesChooser = (site: Site) => PlacesProvider | null;

/** The deployment's choice: `apiKey` (GOOGLE_MAPS_API_KEY) wins over the sites' lists. */
export function placesChooser(apiKey = process.env.GOOGLE_MAPS_API_KEY): PlacesChooser {
  if (apiKey) {
    const google = googlePlaces({ apiKey });
    return () => google;
  }
  return sitePlaces;
}
