import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_SOURCES,
  COLLECTION_TYPES,
  FOLDER_BEHAVIORS,
  PAGE_TYPES,
  PRODUCT_TYPES,
  PROMOTED_BLOCK_TYPES,
  RECORD_TYPES,
  SLICE_TYPES,
  VIEW_EVENT_TYPES,
  WEBSITE_ROLES,
} from './index';

const codes = (table: Record<string, number>) => Object.values(table);

describe('enumerations', () => {
  it('number products, records and collections as the spec does', () => {
    expect(PRODUCT_TYPES).toMatchObject({ physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });
    expect(RECORD_TYPES).toMatchObject({ text: 1, image: 2, 'store-item': 11, event: 12, tweet: 50, kbarticle: 54 });
    expect(COLLECTION_TYPES).toMatchObject({ 'template-page': 7, page: 10, products: 13, 'album-block': 18 });
  });

  it('number slices, roles, sources, folders, pages and view events as the spec does', () => {
    expect(codes(SLICE_TYPES)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(codes(WEBSITE_ROLES)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(BACKGROUND_SOURCES).toEqual({ undefined: -1, upload: 1, instagram: 2, video: 3, none: 4 });
    expect(FOLDER_BEHAVIORS).toEqual({ index: 1, redirect: 2, none: 3 });
    expect(PAGE_TYPES).toMatchObject({ contentItem: 50, lockScreen: 103, showCart: 200, commerceEmailPreview: 301 });
    expect(VIEW_EVENT_TYPES).toEqual({ pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 });
  });

  it('keeps every code unique within a table', () => {
    for (const table of [RECORD_TYPES, COLLECTION_TYPES, SLICE_TYPES, WEBSITE_ROLES, PAGE_TYPES]) {
      expect(new Set(codes(table)).size).toBe(codes(table).length);
    }
  });

  it('lists the eleven promoted block types in lower case', () => {
    expect(PROMOTED_BLOCK_TYPES).toHaveLength(11);
    for (const name of PROMOTED_BLOCK_TYPES) expect(name).toBe(name.toLowerCase());
  });
});
