/**
 * The real provider: Google's Places API (New), with the key of GOOGLE_MAPS_API_KEY sent in a
 * header (never in a URL a log could keep). Autocomplete is `POST /v1/places:autocomplete`,
 * details `GET /v1/places/{id}` with a field mask asking only for the address. Any failure
 * (status, time-out, an answer of another shape) is a PlacesUnavailableError: the visitor
 * types the address themselves.
 */
import * as v from 'valibot';
import { MAX_PREDICTIONS, PlacesUnavailableError, type PlaceDetails, type PlacesProvider } from './places-provider';

export const GOOGLE_PLACES_ORIGIN = 'https://places.googleapis.com';
const TIMEOUT_MS = 5000;

export interface GooglePlacesOptions {
  apiKey: string;
  /** @default globalThis.fetch (the tests pass a stand-in: it is an outside service) */
  fetch?: typeof fetch;
}

const Text = v.object({ text: v.string() });
const AutocompleteAnswer = v.object({
  suggestions: v.optional(
    v.array(
      v.object({
        placePrediction: v.optional(
          v.object({
            placeId: v.string(),
            text: Text,
            structuredFormat: v.optional(v.object({ mainText: Text, secondaryText: v.optional(Text) })),
          }),
        ),
      }),
    ),
    [],
  ),
});
const Component = v.object({
  longText: v.optional(v.string(), ''),
  shortText: v.optional(v.string(), ''),
  types: v.optional(v.array(v.string()), []),
});
const DetailsAnswer = v.object({
  id: v.string(),
  formattedAddress: v.optional(v.string(), ''),
  addressComponents: v.optional(v.array(Component), []),
});

export function googlePlaces({ apiKey, fetch: send = globalThis.fetch }: GooglePlacesOptions): PlacesProvider {
  const call = async <S extends v.GenericSchema>(
    path: string,
    init: RequestInit,
    fieldMask: string,
    schema: S,
  ): Promise<v.InferOutput<S> | undefined> => {
    let response: Response;
    try {
      response = await send(`${GOOGLE_PLACES_ORIGIN}${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': fieldMask },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PlacesUnavailableError('no answer');
    }
    if (response.status === 404) return undefined;
    if (!response.ok) throw new PlacesUnavailableError(`status ${response.status}`);
    const parsed = v.safeParse(schema, await response.json().catch(() => null));
    if (!parsed.success) throw new PlacesUnavailableError('unexpected answer');
    return parsed.output;
  };

  return {
    name: 'google',
    async autocomplete(input, { sessionToken, country, language }) {
      const body = {
        input,
        ...(sessionToken ? { sessionToken } : {}),
        ...(country ? { includedRegionCodes: [country.toLowerCase()] } : {}),
        ...(language ? { languageCode: language } : {}),
      };
      const answer = await call(
        '/v1/places:autocomplete',
        { method: 'POST', body: JSON.stringify(body) },
        'suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat',
        AutocompleteAnswer,
      );
      return (answer?.suggestions ?? [])
        .flatMap((s) => (s.placePrediction ? [s.placePrediction] : []))
        .slice(0, MAX_PREDICTIONS)
        .map((p) => ({
          placeId: p.placeId,
          description: p.text.text,
          mainText: p.structuredFormat?.mainText.text ?? p.text.text,
          secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
        }));
    },
    async details(placeId, { sessionToken, language }) {
      const search = new URLSearchParams({
        ...(sessionToken ? { sessionToken } : {}),
        ...(language ? { languageCode: language } : {}),
      }).toString();
      const path = `/v1/places/${encodeURIComponent(placeId)}${search ? `?${search}` : ''}`;
      const answer = await call(path, { method: 'GET' }, 'id,formattedAddress,addressComponents', DetailsAnswer);
      return answer && toDetails(answer);
    },
  };
}

function toDetails(answer: v.InferOutput<typeof DetailsAnswer>): PlaceDetails {
  const find = (...types: string[]) => answer.addressComponents.find((c) => types.some((t) => c.types.includes(t)));
  const long = (...types: string[]) => find(...types)?.longText ?? '';
  const short = (...types: string[]) => find(...types)?.shortText ?? '';
  const street = [long('street_number'), long('route')].filter(Boolean).join(' ');
  return {
    placeId: answer.id,
    formattedAddress: answer.formattedAddress,
    addressLine1: street || long('premise', 'point_of_interest'),
    addressLine2: long('subpremise'),
    city: long('locality', 'postal_town', 'sublocality'),
    state: short('administrative_area_level_1'),
    postalCode: long('postal_code'),
    countryCode: short('country').toUpperCase(),
    country: long('country'),
  };
}
