/** The pages of the engine bench, in the order they are measured. */
import { blogListPage } from './blog-list';
import { collectionPage } from './collection';
import { eventsListPage } from './events-list';
import { layoutPage } from './layout';
import { productPage } from './product-page';
import { storePage } from './store-page';
import type { BenchPage } from './types';

export type { BenchPage } from './types';

export const pages: BenchPage[] = [collectionPage, storePage, blogListPage, eventsListPage, productPage, layoutPage];
