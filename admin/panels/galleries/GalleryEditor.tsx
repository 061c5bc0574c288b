/**
 * A gallery (/config/content/<gallery>): its block settings (GallerySettingsForm.tsx, the
 * document editor of the collection: Save, Publish, Discard, revisions), its images
 * (GalleryImages.tsx: add from the media library, order, caption, remove, each saved at once),
 * and the gallery page as visitors will see it, rendered from the unsaved settings.
 *
 * The images' calls change the same collection document as the settings (its list of items),
 * so unsaved settings are saved first and the document is read again after: the editor never
 * holds a revision someone (or the owner's other step) has moved past.
 *
 * @module
 */
import { useMemo, useState } from 'react';
import { resolveGallerySettings, type GallerySettings, type MediaView } from '../../../domain';
import { useOwner } from '../../app/owner-context';
import { configPath } from '../../app/router';
import { contentApi, EditorBar, LivePreview, RevisionList, useDocumentEditor } from '../../editor';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { useAction } from '../../ui/use-action';
import { collectionsApi, type CollectionBody } from '../content/content-api';
import { ContentScreen } from '../content/ContentScreen';
import { paragraphsOf } from '../content/html-text';
import { StepOutcome, stepFailure } from '../content/use-step';
import { GalleryImages, type GalleryImage } from './GalleryImages';
import { GallerySettingsForm } from './GallerySettingsForm';

export function GalleryEditor({ collectionKey }: { collectionKey: string }) {
  const { can } = useOwner();
  const editor = useDocumentEditor<CollectionBody>({ kind: 'collection', key: collectionKey });
  const gallery = editor.body;
  const [itemsRead, setItemsRead] = useState(0);
  const items = useLoad(`gallery-items:${collectionKey}:${itemsRead}`, async () =>
    (await contentApi.documents('item')).documents.filter((d) => d.key.startsWith(`${collectionKey}/`)),
  );
  const { busy, outcome: message, run } = useAction();
  const editable = can('content.write') && !editor.conflict;
  const settings = useMemo(() => resolveGallerySettings(gallery?.galleryOptions), [gallery?.galleryOptions]);
  const documents = useMemo(
    () => (gallery ? [{ kind: 'collection' as const, key: collectionKey, body: gallery }] : []),
    [gallery, collectionKey],
  );
  const title = gallery?.title || collectionKey;

  const byId = new Map((items.data ?? []).map((doc) => [doc.key.slice(collectionKey.length + 1), doc]));
  const images: GalleryImage[] = (gallery?.items ?? []).flatMap((id) => {
    const doc = byId.get(id);
    return doc?.draft ? [{ id, doc, label: String((doc.draft as { title?: string }).title || id) }] : [];
  });

  /** One step on the images: unsaved settings saved first, then the step, then both read again. */
  const step = async (work: () => Promise<void>, done: string) => {
    let saved = true;
    await run(
      async () => {
        // A failed save keeps the owner's changes (and the editor bar says why): nothing more happens.
        if (editor.dirty && !(await editor.save())) {
          saved = false;
          return;
        }
        await work();
        return `${done} Publish to show it on the site.`;
      },
      { explain: stepFailure },
    );
    if (!saved) return;
    editor.reload();
    setItemsRead((n) => n + 1);
  };
  const collectionRevision = async () => (await collectionsApi.items(collectionKey)).collection.revision;

  const add = (media: MediaView) =>
    step(async () => {
      await collectionsApi.createItem(collectionKey, {
        title: media.title || media.filename.replace(/\.[a-z0-9]+$/i, ''),
        image: media.id,
      });
    }, `${media.filename} is in the gallery.`);
  const reorder = (ids: string[]) =>
    step(async () => {
      await collectionsApi.order(collectionKey, await collectionRevision(), ids);
    }, 'The new order is saved.');
  const remove = (image: GalleryImage) =>
    step(async () => {
      await collectionsApi.deleteItem(collectionKey, image.id, image.doc.revision);
    }, `${image.label} is out of the gallery.`);
  const caption = (image: GalleryImage, captionTitle: string, description: string) =>
    step(async () => {
      const body = { ...(image.doc.draft as object), title: captionTitle, body: paragraphsOf(description) };
      await contentApi.saveDocument('item', image.doc.key, image.doc.revision, body);
    }, 'The caption is saved.');

  return (
    <ContentScreen
      title={title}
      back={{ to: configPath('content'), label: 'All pages and content' }}
      loadError={editor.loadError}
      onRetry={editor.reload}
      loaded={gallery !== undefined}
    >
      {gallery && (
        <>
          <EditorBar editor={editor} canPublish={can('content.publish')} />
          <div className="content-editor">
            <div className="content-form">
              <GallerySettingsForm
                settings={settings}
                disabled={!editable || busy}
                onChange={(next: GallerySettings) => editor.setBody((b) => ({ ...b, galleryOptions: { ...next } }))}
              />
              {items.error ? (
                <Failure message={items.error} onRetry={items.retry} />
              ) : !items.data ? (
                <Loading>Loading the images…</Loading>
              ) : (
                <GalleryImages
                  images={images}
                  editable={editable}
                  busy={busy}
                  onAdd={add}
                  onReorder={reorder}
                  onRemove={remove}
                  onCaption={caption}
                />
              )}
              <StepOutcome message={message} />
              <RevisionList editor={editor} />
            </div>
            <LivePreview path={`/${collectionKey}`} documents={documents} />
          </div>
        </>
      )}
    </ContentScreen>
  );
}
