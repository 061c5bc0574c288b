/**
 * The site's navigation as the content store holds it (`/api/owner/content/navigation`): its
 * links in order (drag, or the keyboard, to reorder), a page added with "Add to navigation",
 * a link removed. Each change saves at once as a draft; a reorder names the revision the owner
 * saw, so it never overwrites someone else's change.
 *
 * @module
 */
import { useId, useState } from 'react';
import { SortableList, SortableRow } from '../../ui/SortableList';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { collectionsApi } from './content-api';
import { StepOutcome, useStep } from './use-step';
import type { ContentCollectionView, ContentNavigation, ContentNavigationChange } from '../../../domain';

export function NavigationEditor({
  collections,
  editable,
}: {
  collections: readonly ContentCollectionView[];
  editable: boolean;
}) {
  const loaded = useLoad('navigation', collectionsApi.navigation);
  const { busy, message, run } = useStep();
  const nav = loaded.data;

  const change = (request: ContentNavigationChange, done: string, shownAtOnce?: ContentNavigation) => {
    if (!nav) return;
    if (shownAtOnce) loaded.update(() => shownAtOnce);
    void run(
      async () => {
        const answer = await collectionsApi.changeNavigation(request);
        loaded.update(() => answer);
      },
      `${done} Publish to show it on the site.`,
      () => loaded.update(() => nav),
    );
  };

  const linked = new Set(nav?.links.map((l) => l.url) ?? []);
  const missing = collections.filter((c) => !linked.has(`/${c.urlId}`));
  const entries = (nav?.links ?? []).map((link) => ({ ...link, id: link.url, label: link.title }));

  return (
    <section aria-labelledby="navigation-heading">
      <h2 id="navigation-heading">Site navigation</h2>
      {loaded.error ? (
        <Failure message={loaded.error} onRetry={loaded.retry} />
      ) : !nav ? (
        <Loading>Loading the navigation…</Loading>
      ) : (
        <>
          <SortableList
            entries={entries}
            label="Navigation links"
            disabled={!editable || busy}
            onReorder={(ids) => {
              const links = ids.map((id) => nav.links.find((l) => l.url === id)!);
              change({ revision: nav.revision, links }, 'The navigation is in its new order.', { ...nav, links });
            }}
          >
            {(entry) => (
              <SortableRow key={entry.id} entry={entry} disabled={!editable || busy}>
                <span className="sortable__title">
                  {entry.title} <span className="muted">{entry.url}</span>
                </span>
                {editable && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => change({ remove: entry.url }, `${entry.title} is out of the navigation.`)}
                  >
                    Remove <span className="visually-hidden">{entry.title}</span>
                  </button>
                )}
              </SortableRow>
            )}
          </SortableList>
          {editable && missing.length > 0 && (
            <AddPage
              pages={missing}
              disabled={busy}
              onAdd={(page) => change({ add: { collection: page.key } }, `${page.title} is in the navigation.`)}
            />
          )}
          <StepOutcome message={message} />
        </>
      )}
    </section>
  );
}

/** A page of the site not yet in the navigation, chosen and added. */
function AddPage({
  pages,
  disabled,
  onAdd,
}: {
  pages: readonly ContentCollectionView[];
  disabled: boolean;
  onAdd(page: ContentCollectionView): void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(pages[0]!.key);
  const page = pages.find((p) => p.key === chosen) ?? pages[0]!;
  return (
    <div className="toolbar">
      <div className="field">
        <label htmlFor={`${id}-page`}>Page not in the navigation</label>
        <select id={`${id}-page`} value={page.key} onChange={(e) => setChosen(e.target.value)}>
          {pages.map((p) => (
            <option key={p.key} value={p.key}>
              {p.title} (/{p.urlId})
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" disabled={disabled} onClick={() => onAdd(page)}>
        Add to navigation
      </button>
    </div>
  );
}
