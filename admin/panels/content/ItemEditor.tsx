/**
 * A post or an event (/config/content/<collection>/<item id>): its item document in the text
 * editor, previewed at its page (`/<collection>/<its slug>`). Event record type 12 adds the
 * dates and the place.
 *
 * @module
 */
import { configPath } from '../../app/router';
import { TextDocumentEditor } from './TextDocumentEditor';

export function ItemEditor({ collectionKey, itemId }: { collectionKey: string; itemId: string }) {
  return (
    <TextDocumentEditor
      kind="item"
      documentKey={`${collectionKey}/${itemId}`}
      back={{ to: configPath('content', collectionKey), label: `Back to ${collectionKey}` }}
      previewPath={(item) => `/${collectionKey}/${String(item.urlId ?? itemId)}`}
      fieldsFor={(item) => (item.recordType === 12 ? 'event' : 'post')}
    />
  );
}
