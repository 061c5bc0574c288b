/** Page types by number (spec §2) that the published-site server answers with. */
export const PAGE_TYPE = {
  collection: 1,
  page: 2,
  item: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  protectedContent: 105,
  showCart: 200,
  checkout: 201,
} as const;

export type PageType = (typeof PAGE_TYPE)[keyof typeof PAGE_TYPE];
