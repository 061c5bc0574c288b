/** One benchmark page: its data and the same page in each engine's language. */
export interface BenchPage {
  /** Short name printed in the figures. */
  name: string;
  data: unknown;
  /** JSON-Template source: ours and @squarespace/template-engine render it. */
  jsonTemplate: string;
  /** Partials of the JSON-Template page, by name. */
  partials?: Record<string, string>;
  handlebars: string;
  handlebarsPartials?: Record<string, string>;
  /** Only the collection page has a liquidjs version; liquidjs is left out of the others. */
  liquid?: string;
}

export interface Money {
  value: string;
  currency: string;
}

export const money = (cents: number): Money => ({ value: (cents / 100).toFixed(2), currency: 'USD' });

/** 12 March 2018, 13:48 UTC: dates of the pages count from here. */
export const BASE_DATE = 1_520_862_534_000;
export const DAY = 86_400_000;
