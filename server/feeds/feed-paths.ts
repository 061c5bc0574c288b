/** The feeds' stable URLs: what owners paste into the catalogue consumers once. */
export const FEED_PATHS = {
  instagram: '/feeds/instagram-products.xml',
  dynamicAds: '/feeds/dynamic-ads.tsv',
} as const;

export function feedUrls(origin: string): { instagram: string; dynamicAds: string } {
  return { instagram: `${origin}${FEED_PATHS.instagram}`, dynamicAds: `${origin}${FEED_PATHS.dynamicAds}` };
}
