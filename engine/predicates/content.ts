/** Content predicates (language reference §12.6), keyed by template spelling with the `?`. */
import type { ArgumentRule, Predicate } from '../types';
import {
  clickable,
  collection,
  collectionArguments,
  collectionPage,
  collectionTemplatePage,
  collectionTypeNameEquals,
  folder,
  index,
  redirect,
} from './content/collection';
import { galleryPredicates } from './content/gallery';
import {
  calendarView,
  childImages,
  excerpt,
  externalLink,
  hasMultiple,
  location,
  mainImage,
  passthrough,
  sameDay,
  serviceNameEmail,
  showPastEvents,
} from './content/item';
import { typeArguments, typePredicates } from './content/types';

export const contentPredicates: Record<string, Predicate> = {
  'calendar-view?': calendarView,
  'child-images?': childImages,
  'clickable?': clickable,
  'collection?': collection,
  'collection-page?': collectionPage,
  'collection-template-page?': collectionTemplatePage,
  'collectionTypeNameEquals?': collectionTypeNameEquals,
  'excerpt?': excerpt,
  'external-link?': externalLink,
  'folder?': folder,
  'has-multiple?': hasMultiple,
  'index?': index,
  'location?': location,
  'main-image?': mainImage,
  'passthrough?': passthrough,
  'redirect?': redirect,
  'same-day?': sameDay,
  'serviceNameEmail?': serviceNameEmail,
  'show-past-events?': showPastEvents,
  ...galleryPredicates,
  ...typePredicates,
};

export const contentPredicateArguments: Record<string, ArgumentRule> = {
  ...collectionArguments,
  ...typeArguments,
};
