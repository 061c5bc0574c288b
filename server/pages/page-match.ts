/** What a path resolves to: a page to render with its template, or a redirect. */
import type { Collection, Item } from '../sites/types';
import type { PageType } from '../../domain';
import type { SearchResults } from './search';

export interface PageMatch {
  kind: 'page';
  pageType: PageType;
  status: number;
  /** Template path inside the site's set, e.g. `pages/item-products.html`. */
  template: string;
  /** The path without query, used for the canonical link and navigation. */
  path: string;
  collection?: Collection;
  /** Collection pages: the items to list (after tag or category filters). */
  items?: Item[];
  item?: Item;
  filter?: { tag?: string; category?: string };
  search?: SearchResults;
  /** Lock screens: the password form's error, when a wrong one was sent. */
  lockError?: string;
  /** Member area access denied to a signed-in user who holds no membership that opens it. */
  membershipRequired?: boolean;
}

export interface RedirectMatch {
  kind: 'redirect';
  status: 301 | 303;
  location: string;
}

export type Match = PageMatch | RedirectMatch;
