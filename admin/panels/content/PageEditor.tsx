/**
 * A page (/config/content/<page>): a collection document of its own (fixtures/README.md: `body`
 * on a collection of type page) in the text editor, with its slug and SEO fields.
 *
 * @module
 */
import { configPath } from '../../app/router';
import { TextDocumentEditor } from './TextDocumentEditor';

export function PageEditor({ collectionKey }: { collectionKey: string }) {
  return (
    <TextDocumentEditor
      kind="collection"
      documentKey={collectionKey}
      back={{ to: configPath('content'), label: 'All pages and content' }}
      previewPath={(page) => `/${String(page.urlId ?? collectionKey)}`}
      fieldsFor={() => 'page'}
    />
  );
}
