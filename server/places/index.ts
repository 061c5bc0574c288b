/**
 * Address completion (issue 16): the provider interface, Google's provider, the offline one over
 * a site's places.json, and the choice between them. Routes: server/places/places-routes.ts.
 *
 * @module
 */
export {
  PLACES_MESSAGES,
  MAX_PREDICTIONS,
  PlacesUnavailableError,
  type PlacesProvider,
  type PlaceDetails,
  type PlacePrediction,
  type AutocompleteOptions,
} from './places-provider';
export { googlePlaces, GOOGLE_PLACES_ORIGIN } from './google-places';
export { offlinePlaces } from './offline-places';
export { placesChooser, sitePlaces, PLACES_FILE, type PlacesChooser } from './site-places';
export { placesRoutes, PLACES_BASE, type PlacesRoutesOptions } from './places-routes';
