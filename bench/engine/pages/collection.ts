/** The product-collection page: 60 products with variants, srcsets, badges, prices and tags. */
import { collectionData } from './collection-data';
import { handlebarsTemplate, jsonTemplate, liquidTemplate } from './collection-templates';
import type { BenchPage } from './types';

export const collectionPage: BenchPage = {
  name: 'collection',
  data: collectionData,
  jsonTemplate,
  handlebars: handlebarsTemplate,
  liquid: liquidTemplate,
};
