/**
 * The fields of a post, an event or a page beside its body: URL slug (checked as spec §5's
 * '{val} is not a valid page URL'), excerpt, thumbnail from the media library, SEO title and
 * description, tags and categories, author, an event's dates and place, and the status with
 * the time a Scheduled item goes public, picked in the site's time zone. The item is edited as
 * its JSON (fixtures/README.md "Items"); each field changes its part.
 *
 * @module
 */
import { useId, useState } from 'react';
import {
  EDITOR_MESSAGES,
  epochOfWallClock,
  isPageUrlId,
  ITEM_IMAGE_FIELDS,
  ITEM_STATUS_LABELS,
  itemStatusOf,
  plainTextOf,
  wallClockIn,
} from '../../../domain';
import { useOwner } from '../../app/owner-context';
import { MediaPicker } from '../../editor';
import { focalPosition, imageFieldsOf } from '../media';
import { slugTyping } from './collection-types';
import { paragraphsOf } from './html-text';
import { PageFormField } from './PageFormField';
import { TagEditor } from '../../editor';
import type { ItemBody } from './content-api';

/** The statuses an owner picks, published first; the others are spec §4's labels. */
const STATUS_CHOICES = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: ITEM_STATUS_LABELS.draft },
  { value: 'scheduled', label: ITEM_STATUS_LABELS.scheduled },
  { value: 'needs-review', label: ITEM_STATUS_LABELS['needs-review'] },
  { value: 'private', label: ITEM_STATUS_LABELS.private },
];

const IMAGE_FIELDS: readonly string[] = ITEM_IMAGE_FIELDS;

type Seo = { seoTitle?: string; seoDescription?: string };
type Location = { addressTitle?: string; addressLine1?: string; addressLine2?: string; addressCountry?: string };

export interface ItemFieldsProps {
  item: ItemBody;
  /** `item` for a post or event, `page` for a page (no status, dates, tags or thumbnail). */
  kind: 'post' | 'event' | 'page';
  disabled?: boolean;
  /** The server's refusals by field (`body.urlId` or `urlId`). */
  fieldErrors?: Record<string, string>;
  onChange(item: ItemBody): void;
}

/** The problem with a URL slug, in the editor's words; undefined when it is one. */
export function slugProblem(urlId: string): string | undefined {
  return isPageUrlId(urlId) ? undefined : EDITOR_MESSAGES.notPageUrl(urlId);
}

export function ItemFields({ item, kind, disabled, fieldErrors = {}, onChange }: ItemFieldsProps) {
  const id = useId();
  const { owner } = useOwner();
  const timeZone = owner.site.timeZone;
  const [picking, setPicking] = useState(false);
  const set = (change: Partial<ItemBody>) => onChange({ ...item, ...change });
  const errorOf = (field: string) => fieldErrors[`body.${field}`] ?? fieldErrors[field];
  const seo = (item.seoData ?? {}) as Seo;
  const location = (item.location ?? {}) as Location;
  const urlId = String(item.urlId ?? '');
  const urlError = (urlId && slugProblem(urlId)) || errorOf('urlId');
  const status = itemStatusOf(item);
  const text = (name: string, label: string, value: string, change: (value: string) => void, hint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={value}
        onChange={(e) => change(e.target.value)}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
      />
      {hint && (
        <span className="muted" id={`${id}-${name}-hint`}>
          {hint}
        </span>
      )}
      {errorOf(name) && <p className="field__error">{errorOf(name)}</p>}
    </div>
  );
  const when = (name: 'startDate' | 'endDate' | 'publishOn', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="datetime-local"
        value={typeof item[name] === 'number' ? wallClockIn(item[name] as number, timeZone) : ''}
        aria-describedby={`${id}-zone`}
        onChange={(e) => {
          const at = epochOfWallClock(e.target.value, timeZone);
          if (Number.isFinite(at)) set({ [name]: at });
        }}
      />
      {errorOf(name) && <p className="field__error">{errorOf(name)}</p>}
    </div>
  );

  return (
    <fieldset disabled={disabled} className="item-fields">
      <legend className="visually-hidden">About this {kind}</legend>
      <p className="visually-hidden" id={`${id}-zone`}>
        In the site's time zone, {timeZone}.
      </p>
      {kind !== 'page' && (
        <div className="field__pair">
          <div className="field">
            <label htmlFor={`${id}-status`}>Status</label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(e) => {
                const next = e.target.value;
                // Scheduled needs a time: an hour from now until the owner picks one.
                const publishOn =
                  next === 'scheduled' && !(typeof item.publishOn === 'number' && item.publishOn > Date.now())
                    ? Date.now() + 3_600_000
                    : item.publishOn;
                set({ status: next, publishOn });
              }}
            >
              {STATUS_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            {errorOf('status') && <p className="field__error">{errorOf('status')}</p>}
          </div>
          {status === 'scheduled' && when('publishOn', `Publish on (${timeZone})`)}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-urlId`}>URL slug</label>
        <input
          id={`${id}-urlId`}
          value={urlId}
          aria-invalid={urlError ? true : undefined}
          aria-describedby={`${id}-urlId-hint`}
          onChange={(e) => set({ urlId: slugTyping(e.target.value) })}
        />
        <span className="muted" id={`${id}-urlId-hint`}>
          Letters, digits and dashes: the last part of the page's address.
        </span>
        {urlError && <p className="field__error">{urlError}</p>}
      </div>
      {kind !== 'page' && (
        <div className="field">
          <label htmlFor={`${id}-excerpt`}>Excerpt</label>
          <textarea
            id={`${id}-excerpt`}
            rows={3}
            value={plainTextOf(item.excerpt)}
            onChange={(e) => set({ excerpt: paragraphsOf(e.target.value) })}
          />
        </div>
      )}
      {kind !== 'page' && (
        <div className="field thumbnail-field">
          <span>
            <strong>Thumbnail</strong>
          </span>
          {typeof item.assetUrl === 'string' && item.assetUrl ? (
            <img
              src={item.assetUrl}
              alt={String(item.altText ?? '')}
              style={{ objectPosition: focalPosition(item.mediaFocalPoint) }}
            />
          ) : (
            <span className="muted">No thumbnail.</span>
          )}
          <span className="sortable__actions">
            <button type="button" className="button" onClick={() => setPicking(true)}>
              {item.assetUrl ? 'Change thumbnail' : 'Choose a thumbnail'}
            </button>
            {typeof item.assetUrl === 'string' && item.assetUrl && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  onChange(Object.fromEntries(Object.entries(item).filter(([k]) => !IMAGE_FIELDS.includes(k))))
                }
              >
                Remove thumbnail
              </button>
            )}
          </span>
        </div>
      )}
      {kind === 'event' && (
        <>
          <div className="field__pair">
            {when('startDate', `Starts (${timeZone})`)}
            {when('endDate', `Ends (${timeZone})`)}
          </div>
          {text('location', 'Place', location.addressTitle ?? '', (v) =>
            set({ location: { ...location, addressTitle: v } }),
          )}
          {text('addressLine1', 'Address', location.addressLine1 ?? '', (v) =>
            set({ location: { ...location, addressLine1: v } }),
          )}
          {text('addressLine2', 'Town and postal code', location.addressLine2 ?? '', (v) =>
            set({ location: { ...location, addressLine2: v } }),
          )}
        </>
      )}
      {kind !== 'page' &&
        text(
          'author',
          'Author',
          String((item.author as { displayName?: string } | undefined)?.displayName ?? ''),
          (v) => set({ author: { ...((item.author as object) ?? {}), displayName: v } }),
        )}
      {kind !== 'page' && (
        <div className="field__pair">
          <TagEditor
            tagType="tag"
            values={Array.isArray(item.tags) ? (item.tags as string[]) : []}
            disabled={disabled}
            serverError={errorOf('tags')}
            onChange={(tags) => set({ tags })}
          />
          <TagEditor
            tagType="category"
            values={Array.isArray(item.categories) ? (item.categories as string[]) : []}
            disabled={disabled}
            serverError={errorOf('categories')}
            onChange={(categories) => set({ categories })}
          />
        </div>
      )}
      {kind === 'page' && (
        <PageFormField
          formId={typeof item.formId === 'string' ? item.formId : undefined}
          onChange={(formId) => {
            const { formId: _dropped, ...rest } = item;
            onChange(formId ? { ...rest, formId } : rest);
          }}
        />
      )}
      <h3>Search engines</h3>
      {text(
        'seoTitle',
        'SEO title',
        seo.seoTitle ?? '',
        (v) => set({ seoData: { ...seo, seoTitle: v } }),
        'Shown in the browser tab and search results; the title when empty.',
      )}
      {text(
        'seoDescription',
        'SEO description',
        seo.seoDescription ?? '',
        (v) => set({ seoData: { ...seo, seoDescription: v } }),
        'Shown under the title in search results; the excerpt when empty.',
      )}
      {picking && (
        <MediaPicker
          title="Choose a thumbnail"
          onPick={(media) => {
            setPicking(false);
            set(imageFieldsOf(media));
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  );
}
