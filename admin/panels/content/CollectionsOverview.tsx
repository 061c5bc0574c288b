/**
 * The site's collections (/config/content): every page, blog, events list, store and gallery,
 * each opening its editor; a form for a new one; and the site's navigation, where a page is
 * added with one click and the links are ordered by dragging or with the keyboard.
 *
 * @module
 */
import { useId, useState } from 'react';
import { useOwner } from '../../app/owner-context';
import { configPath, Link, useRouter } from '../../app/router';
import { PanelHeading } from '../../ui/PanelHeading';
import { Empty, Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { useAction } from '../../ui/use-action';
import { COLLECTION_TYPE_LABELS, ITEM_NOUNS, slugOf, slugTyping } from './collection-types';
import { CONTENT_COLLECTION_TYPES, type ContentCollectionType } from '../../../domain';
import { collectionsApi } from './content-api';
import { NavigationEditor } from './NavigationEditor';
import type { FormEvent } from 'react';

export function CollectionsOverview() {
  const { can } = useOwner();
  const loaded = useLoad('collections', collectionsApi.collections);
  const collections = loaded.data?.collections ?? [];
  return (
    <section className="panel">
      <PanelHeading title="Pages and content">Pages and content</PanelHeading>
      <p className="lead">
        Pages, blogs, events, the store and galleries of your site. Changes stay drafts until you publish.
      </p>
      {loaded.error ? (
        <Failure message={loaded.error} onRetry={loaded.retry} />
      ) : !loaded.data ? (
        <Loading>Loading the collections…</Loading>
      ) : (
        <>
          {collections.length === 0 ? (
            <Empty>No collections yet.</Empty>
          ) : (
            <ul className="sortable" aria-label="Collections">
              {collections.map((collection) => {
                const typeName = collection.type;
                const count = collection.itemCount;
                const noun = ITEM_NOUNS[typeName];
                return (
                  <li key={collection.key} className="sortable__row">
                    <span className="sortable__title">
                      <Link to={configPath('content', collection.key)}>{collection.title || collection.key}</Link>{' '}
                      <span className="muted">/{collection.urlId}</span>
                    </span>
                    <span className="badge badge--muted">{COLLECTION_TYPE_LABELS[typeName] ?? typeName}</span>
                    {noun && (
                      <span className="muted">
                        {count} {count === 1 ? noun : `${noun}s`}
                      </span>
                    )}
                    {collection.publishedRevision === null && <span className="badge badge--warn">Not published</span>}
                  </li>
                );
              })}
            </ul>
          )}
          {can('content.write') && <NewCollectionForm />}
          <NavigationEditor collections={collections} editable={can('content.write')} />
        </>
      )}
    </section>
  );
}

function NewCollectionForm() {
  const id = useId();
  const { navigate } = useRouter();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [type, setType] = useState<ContentCollectionType>('page');
  const { busy, error, setError, run } = useAction();

  const urlId = slugEdited ? slug : slugOf(title);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Give the new collection a title.');
    await run(
      async () => {
        // The server makes the slug unique (`-2`…) and answers the collection's key.
        const created = await collectionsApi.createCollection({
          title: title.trim(),
          type,
          urlSlug: urlId || undefined,
        });
        navigate(configPath('content', created.id));
      },
      { leaves: true },
    );
  };

  return (
    <form className="content-form" onSubmit={submit} noValidate>
      <h2>New collection</h2>
      <fieldset disabled={busy}>
        <legend className="visually-hidden">New collection</legend>
        <div className="field__pair">
          <div className="field">
            <label htmlFor={`${id}-title`}>Title</label>
            <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-type`}>Kind</label>
            <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as ContentCollectionType)}>
              {CONTENT_COLLECTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {COLLECTION_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-slug`}>URL slug</label>
            <input
              id={`${id}-slug`}
              value={urlId}
              onChange={(e) => {
                setSlugEdited(true);
                setSlug(slugTyping(e.target.value));
              }}
            />
          </div>
        </div>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary">
          {busy ? 'Creating…' : 'Create collection'}
        </button>
      </fieldset>
    </form>
  );
}
