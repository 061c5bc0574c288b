/**
 * The offline provider: a site's own list of places (fixtures/sites/<id>/places.json), searched
 * in memory. It serves the demo and the tests without any outside service; a real store sets
 * GOOGLE_MAPS_API_KEY instead.
 */
import { MAX_PREDICTIONS, type PlaceDetails, type PlacePrediction, type PlacesProvider } from './places-provider';

/** Lower case without accents, so "cafe" finds "Café". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function prediction(place: PlaceDetails): PlacePrediction {
  const secondary = [place.city, place.state, place.country].filter(Boolean).join(', ');
  return {
    placeId: place.placeId,
    description: place.formattedAddress,
    mainText: place.addressLine1,
    secondaryText: secondary,
  };
}

export function offlinePlaces(places: readonly PlaceDetails[]): PlacesProvider {
  const indexed = places.map((place) => ({ place, text: fold(`${place.formattedAddress} ${place.postalCode}`) }));
  return {
    name: 'offline',
    async autocomplete(input, { country }) {
      // Every word typed must appear somewhere in the address, in any order.
      const words = fold(input)
        .split(/[\s,]+/)
        .filter(Boolean);
      if (words.length === 0) return [];
      return indexed
        .filter(
          ({ place, text }) => (!country || place.countryCode === country) && words.every((w) => text.includes(w)),
        )
        .slice(0, MAX_PREDICTIONS)
        .map(({ place }) => prediction(place));
    },
    async details(placeId) {
      return places.find((p) => p.placeId === placeId);
    },
  };
}
