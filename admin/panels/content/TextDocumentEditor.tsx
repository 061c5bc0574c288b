/**
 * The editor of a document with a title and rich text: a post, an event (an item document) or
 * a page (a collection document with a `body`). The title and text (images from the media
 * library, links to the site's pages), the fields beside them (ItemFields.tsx), the revisions,
 * and the page as visitors will see it, rendered from the unsaved draft. Saving, publishing,
 * discarding and conflicts are the document editor's (admin/editor).
 *
 * @module
 */
import { useMemo } from 'react';
import { useOwner } from '../../app/owner-context';
import { EditorBar, LivePreview, RevisionList, useDocumentEditor } from '../../editor';
import { ContentScreen } from './ContentScreen';
import { ItemFields } from './ItemFields';
import { TitleAndText } from './TitleAndText';
import type { ItemBody } from './content-api';

export function TextDocumentEditor({
  kind,
  documentKey,
  back,
  previewPath,
  fieldsFor,
}: {
  kind: 'item' | 'collection';
  documentKey: string;
  back: { to: string; label: string };
  /** The site path the preview shows for the body as it is now (its slug may change). */
  previewPath(body: ItemBody): string;
  /** Which fields sit beside the text. */
  fieldsFor(body: ItemBody): 'post' | 'event' | 'page';
}) {
  const { can } = useOwner();
  const editor = useDocumentEditor<ItemBody>({ kind, key: documentKey });
  const body = editor.body;
  const documents = useMemo(() => (body ? [{ kind, key: documentKey, body }] : []), [body, kind, documentKey]);
  const editable = can('content.write') && !editor.conflict;

  return (
    <ContentScreen
      title={body?.title || documentKey}
      back={back}
      loadError={editor.loadError}
      onRetry={editor.reload}
      loaded={body !== undefined}
    >
      {body && (
        <>
          <EditorBar editor={editor} canPublish={can('content.publish')} />
          <div className="content-editor">
            {/* Not a form: the rich-text field's link dialog is one, and its submit would bubble here. */}
            <div className="content-form">
              <TitleAndText
                title={String(body.title ?? '')}
                text={String(body.body ?? '')}
                disabled={!editable}
                fieldErrors={editor.fieldErrors}
                onTitle={(title) => editor.setBody((b) => ({ ...b, title }))}
                onText={(html) => editor.setBody((b) => ({ ...b, body: html }))}
              />
              <ItemFields
                item={body}
                kind={fieldsFor(body)}
                disabled={!editable}
                fieldErrors={editor.fieldErrors}
                onChange={(next) => editor.setBody(next)}
              />
              <RevisionList editor={editor} />
            </div>
            <LivePreview path={previewPath(body)} documents={documents} />
          </div>
        </>
      )}
    </ContentScreen>
  );
}
