/**
 * Address completion (spec §7): `GET /api/google-maps/places/autocomplete` (what the visitor
 * typed, a few predictions) and `GET /api/google-maps/places/details` (the picked place as
 * address fields). Details carry the tracking context `productPage` and `productSection` (where
 * on the site the address was asked for), recorded as a tracking event. Both calls cost a paid
 * outside service per request, so they have a rate limit of their own; without a provider they
 * answer 503 and the visitor types the address in full.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate, safeString } from '../http';
import { HttpError } from '../http-error';
import { rateLimit } from '../middleware/rate-limit';
import { PLACES_MESSAGES, PlacesUnavailableError, type PlacesProvider } from './places-provider';
import { placesChooser, type PlacesChooser } from './site-places';
import { recordEvent } from '../tracking/record';
import type { Context } from 'hono';
import type { IngestQueue } from '../tracking/ingest';
import type { AppEnv } from '../types';
import type { PlaceFound, PlacePredictions } from '../../domain';

export const PLACES_BASE = '/api/google-maps/places';

export interface PlacesRoutesOptions {
  /** @default Google with GOOGLE_MAPS_API_KEY, else the site's places.json, else none */
  providers?: PlacesChooser;
  /** Where details calls are recorded with their tracking context. */
  ingest?: IngestQueue;
}

const token = (field: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/, `${field} must be 8 to 64 letters, digits, - or _.`)));
const context = (field: string) =>
  v.pipe(
    v.string(`${field} is required.`),
    v.regex(/^[\w-]{1,60}$/, `${field} must be 1 to 60 letters, digits, - or _.`),
  );

const AutocompleteQuery = v.object({
  input: v.pipe(
    safeString('input is required.'),
    v.trim(),
    v.minLength(1, 'input is required.'),
    v.maxLength(200, 'input is at most 200 characters.'),
  ),
  sessionToken: token('sessionToken'),
  country: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'country is a two-letter country code.'), v.toUpperCase()),
  ),
});

const DetailsQuery = v.object({
  placeId: v.pipe(v.string('placeId is required.'), v.regex(/^[\w-]{1,300}$/, 'placeId is not a place id.')),
  sessionToken: token('sessionToken'),
  productPage: context('productPage'),
  productSection: context('productSection'),
});

/** The site's language as the provider's language code ("en-US" gives "en"). */
function language(c: Context<AppEnv>): string | undefined {
  const lang = c.get('site').website.language;
  return typeof lang === 'string' && /^[a-z]{2}/i.test(lang) ? lang.slice(0, 2).toLowerCase() : undefined;
}

async function asking<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlacesUnavailableError) throw new HttpError(502, PLACES_MESSAGES.unavailable);
    throw error;
  }
}

export function placesRoutes({ providers = placesChooser(), ingest }: PlacesRoutesOptions = {}): Hono<AppEnv> {
  const provider = (c: Context<AppEnv>): PlacesProvider => {
    const found = providers(c.get('site'));
    if (!found) throw new HttpError(503, PLACES_MESSAGES.notConfigured);
    return found;
  };
  const app = new Hono<AppEnv>();
  // A visitor types an address in a dozen keystrokes (the client waits for a pause between them).
  app.use('/*', rateLimit({ name: 'places', capacity: 40, refillPerSecond: 2, counts: () => true }));
  app.get('/autocomplete', async (c) => {
    const query = validate(AutocompleteQuery, c.req.query());
    const places = provider(c);
    const predictions = await asking(() =>
      places.autocomplete(query.input, {
        sessionToken: query.sessionToken,
        country: query.country,
        language: language(c),
      }),
    );
    c.header('Cache-Control', 'no-store');
    return c.json<PlacePredictions>({ predictions });
  });
  app.get('/details', async (c) => {
    const query = validate(DetailsQuery, c.req.query());
    const places = provider(c);
    const place = await asking(() =>
      places.details(query.placeId, { sessionToken: query.sessionToken, language: language(c) }),
    );
    if (!place) throw new HttpError(404, PLACES_MESSAGES.unknownPlace);
    if (ingest)
      recordEvent(ingest, c.get('site').id, {
        kind: 'event',
        name: 'places_details',
        data: { productPage: query.productPage, productSection: query.productSection, provider: places.name },
      });
    c.header('Cache-Control', 'no-store');
    return c.json<PlaceFound>({ place });
  });
  return app;
}
