/**
 * A blog's, events list's or store's items (/config/content/<collection>): each with its
 * title, the status label of spec §4 (Draft, Scheduled, Needs Review, Private; a published
 * item has none) and a link to its editor; a store's ordered by dragging or with the keyboard
 * (saved at once; blogs and events are ordered by date); and a new post or event, created as a
 * Draft and opened.
 *
 * @module
 */
import { useId, useState } from 'react';
import { ITEM_STATUS_LABELS, itemStatusOf, type ContentItemView } from '../../../domain';
import { useOwner } from '../../app/owner-context';
import { configPath, Link, useRouter } from '../../app/router';
import { dateTime } from '../../ui/format';
import { SortableList, SortableRow } from '../../ui/SortableList';
import { Empty, Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { useAction } from '../../ui/use-action';
import { ITEM_NOUNS } from './collection-types';
import { collectionsApi } from './content-api';
import { StepOutcome, useStep } from './use-step';
import type { ReactNode, FormEvent } from 'react';

/** Collections the server orders by date: their items are listed, not dragged. */
const DATE_ORDERED = ['blog', 'events'];
/** Collections whose new items are made here (products have their own editor). */
const MADE_HERE = ['blog', 'events'];

/** The label of an item's status in lists (spec §4), or undefined for a published item. */
export function statusLabelOf(item: unknown): string | undefined {
  const status = itemStatusOf(item);
  return status === 'published' ? undefined : ((ITEM_STATUS_LABELS as Record<string, string>)[status] ?? status);
}

export function ItemList({ collectionKey, title }: { collectionKey: string; title: string }) {
  const { can, owner } = useOwner();
  const editable = can('content.write');
  const loaded = useLoad(`items:${collectionKey}`, () => collectionsApi.items(collectionKey));
  const { busy, message, run } = useStep();
  if (loaded.error) return <Failure message={loaded.error} onRetry={loaded.retry} />;
  if (!loaded.data) return <Loading>Loading the items…</Loading>;
  const list = loaded.data;
  const typeName = list.collection.type;
  const noun = ITEM_NOUNS[typeName] ?? 'item';
  const rows = list.items.map((item) => ({ ...item, label: item.title || item.id }));
  const sortable = editable && !DATE_ORDERED.includes(typeName);

  const reorder = (ids: string[]) => {
    const before = list;
    loaded.update(() => ({ ...list, items: ids.map((id) => list.items.find((i) => i.id === id)!) }));
    return run(
      async () => {
        const { revision } = await collectionsApi.order(collectionKey, list.collection.revision, ids);
        loaded.update((d) => ({ ...d, collection: { ...d.collection, revision } }));
      },
      'The new order is saved. Publish to show it on the site.',
      () => loaded.update(() => before),
    );
  };

  const rowContent = (item: ContentItemView): ReactNode => {
    const label = statusLabelOf({ status: item.status });
    return (
      <span className="sortable__title">
        <Link to={configPath('content', collectionKey, item.id)}>{item.title || item.id}</Link>
        {label && <span className={`badge ${label === 'Scheduled' ? 'badge--ok' : 'badge--warn'}`}>{label}</span>}
        {item.publishOn !== undefined && (
          <span className="item-when">
            {dateTime(new Date(item.publishOn).toISOString(), owner.site.locale, owner.site.timeZone)}
          </span>
        )}
        {item.revision !== item.publishedRevision && <span className="badge badge--muted">Unpublished changes</span>}
      </span>
    );
  };

  return (
    <>
      {editable && MADE_HERE.includes(typeName) && <NewItemForm collectionKey={collectionKey} noun={noun} />}
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <Empty>No {noun}s yet.</Empty>
      ) : sortable ? (
        <SortableList entries={rows} label={`${title} items`} disabled={busy} onReorder={reorder}>
          {(row) => (
            <SortableRow key={row.id} entry={row} disabled={busy}>
              {rowContent(row)}
            </SortableRow>
          )}
        </SortableList>
      ) : (
        <ul className="sortable" aria-label={`${title} items`}>
          {rows.map((row) => (
            <li key={row.id} className="sortable__row">
              {rowContent(row)}
            </li>
          ))}
        </ul>
      )}
      <StepOutcome message={message} />
    </>
  );
}

function NewItemForm({ collectionKey, noun }: { collectionKey: string; noun: string }) {
  const id = useId();
  const { navigate } = useRouter();
  const [title, setTitle] = useState('');
  const { busy, error, setError, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(`Give the new ${noun} a title.`);
    await run(
      async () => {
        // A new item starts as a Draft: nobody sees it until its status changes and the site is published.
        const created = await collectionsApi.createItem(collectionKey, { title: title.trim(), status: 'draft' });
        navigate(configPath('content', collectionKey, created.id));
      },
      { leaves: true },
    );
  };

  return (
    <form className="content-form toolbar" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-title`}>New {noun}</label>
        <input id={`${id}-title`} value={title} placeholder="Title" onChange={(e) => setTitle(e.target.value)} />
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Creating…' : `Create ${noun}`}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
