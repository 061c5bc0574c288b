/**
 * One collection: its document says its kind, and the kind its editor: a page's own editor, a
 * gallery's, or the list of items of a blog, events list or store.
 *
 * @module
 */
import { configPath } from '../../app/router';
import { contentApi } from '../../editor';
import { useLoad } from '../../ui/use-load';
import { GalleryEditor } from '../galleries/GalleryEditor';
import { typeNameOf } from './collection-types';
import { ContentScreen } from './ContentScreen';
import { ItemList } from './ItemList';
import { PageEditor } from './PageEditor';
import type { CollectionBody } from './content-api';

export function CollectionView({ collectionKey }: { collectionKey: string }) {
  const loaded = useLoad(collectionKey, () => contentApi.document('collection', collectionKey));
  const body = loaded.data?.draft as CollectionBody | null | undefined;
  const title = body?.title ?? collectionKey;
  const typeName = typeNameOf(body);
  if (loaded.data && typeName === 'page') return <PageEditor collectionKey={collectionKey} />;
  if (loaded.data && typeName === 'gallery') return <GalleryEditor collectionKey={collectionKey} />;
  return (
    <ContentScreen
      title={title}
      back={{ to: configPath('content'), label: 'All pages and content' }}
      loadError={loaded.error}
      onRetry={loaded.retry}
      loaded={loaded.data !== undefined}
    >
      <ItemList collectionKey={collectionKey} title={title} />
    </ContentScreen>
  );
}
