/**
 * Pages and content (/config/content, issue 24): the collections overview; a collection
 * (`/config/content/<collection>`: a page's editor, a gallery's editor, or the list of a blog's,
 * events list's or store's items); an item (`/config/content/<collection>/<item id>`).
 *
 * @module
 */
import { CollectionsOverview } from './CollectionsOverview';
import { CollectionView } from './CollectionView';
import { ItemEditor } from './ItemEditor';

export function ContentPanel({ segments }: { segments: string[] }) {
  const [collection, item] = segments;
  if (collection && item) return <ItemEditor collectionKey={collection} itemId={item} />;
  if (collection) return <CollectionView collectionKey={collection} />;
  return <CollectionsOverview />;
}
