/**
 * The owner's translation editor (issue 25), at /config/translations: per language, every
 * translatable text of the site (titles, descriptions, bodies, navigation and footer labels,
 * the site's words, product names, product options, form words) beside its original, filtered
 * to what is missing or out of date since the original changed. An out-of-date translation
 * shows the original it was made from beside the new one, and is not shown to visitors (they
 * read the newer original) until the owner translates it again or keeps it. Save keeps a
 * draft, Publish shows it on the language's pages; the live preview shows the translated page
 * of the text last worked on (the checkout, for the shipping options, with a sample cart).
 *
 * @module
 */
import { useEffect, useMemo, useState } from 'react';
import { failureText } from '../../api/owner-call';
import { useOwner } from '../../app/owner-context';
import { EditorBar, LivePreview } from '../../editor';
import { PanelHeading } from '../../ui/PanelHeading';
import { Empty, Failure, Loading } from '../../ui/status';
import { TranslationField } from './TranslationField';
import { previewDocument } from './preview-document';
import { translationsApi } from './translations-api';
import { useTranslationEditor } from './use-translation-editor';
import { CHECKOUT_SHIPPING_ID } from '../../../domain';
import type { TranslationEntry, TranslationLanguages, TranslationState } from '../../../domain';

/** The edits before any: one object, so the preview's documents stay the same until something is typed. */
const NO_EDITS: Record<string, string> = {};

/** The texts of the site as a whole (its title, navigation, footer, words); every collection is a part of its own. */
const SITE_PART = '';
const SITE_PART_LABEL = 'Site, navigation and footer';

/** The products' option names and values are one part; each form is one. */
const OPTIONS_PART = 'productOptions';
const OPTIONS_PART_LABEL = 'Product options';

/**
 * The subjects of the buyer's e-mails are one part, and the donation block's, the popup
 * overlay's, the shipping options' and the restock box's words one each, labelled by their
 * entries ('E-mail subjects › …', 'Donations › …', 'Restock box › …').
 */
const EMAIL_SUBJECTS_PART = 'emailSubjects';
const OWN_PARTS = new Set([EMAIL_SUBJECTS_PART, 'donations', 'popupOverlay', 'shippingOptions', 'restock']);

/** A collection's texts, with its items', are one part (the collection's urlId); a form's are `forms/<id>`. */
function partOf(entry: TranslationEntry): string {
  const [group, name] = entry.id.split('/');
  if (group === 'collections') return name!;
  if (group === OPTIONS_PART || OWN_PARTS.has(group!)) return group!;
  if (group === 'forms') return `forms/${name}`;
  return SITE_PART;
}

function partLabel(key: string, entry: TranslationEntry): string {
  if (key === SITE_PART) return SITE_PART_LABEL;
  if (key === OPTIONS_PART) return OPTIONS_PART_LABEL;
  return entry.label.split(' › ')[0]!;
}

/** The parts in the order the list has them, each with its name and what is left to do. */
function partsOf(entries: readonly TranslationEntry[]) {
  const parts = new Map<string, { key: string; label: string; missing: number; outdated: number }>();
  for (const entry of entries) {
    const key = partOf(entry);
    let found = parts.get(key);
    if (!found) {
      found = {
        key,
        label: partLabel(key, entry),
        missing: 0,
        outdated: 0,
      };
      parts.set(key, found);
    }
    if (entry.state === 'missing') found.missing++;
    if (entry.state === 'outdated') found.outdated++;
  }
  return [...parts.values()];
}

/**
 * The checkout, where the shipping options' names are read: the preview shows it with a sample
 * cart (server/content-preview/sample-checkout.ts), which the owner is told is not theirs.
 */
const CHECKOUT_PAGE = '/checkout';
const SAMPLE_CART_NOTE =
  'The checkout is shown with one of your products in a sample cart, so its shipping step lists your shipping options as visitors see them. Previewing puts nothing in a cart, places no order and takes no stock.';

/** The page in the language's preview; the checkout opens at its shipping step, where the names are read. */
function previewPath(urlPrefix: string, page: string): string {
  if (page === CHECKOUT_PAGE) return `${urlPrefix}${page}#${CHECKOUT_SHIPPING_ID}`;
  return page === '/' ? urlPrefix : `${urlPrefix}${page}`;
}

type Filter = 'all' | Exclude<TranslationState, 'done'>;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'missing', label: 'Missing' },
  { value: 'outdated', label: 'Out of date' },
];

export function TranslationsPanel({ segments }: { segments: string[] }) {
  const [languages, setLanguages] = useState<TranslationLanguages>();
  const [loadError, setLoadError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [locale, setLocale] = useState<string>(segments[0] ?? '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the owner tries again (attempt).
  useEffect(() => {
    setLoadError(undefined);
    translationsApi.languages().then(
      (answer) => {
        setLanguages(answer);
        setLocale((chosen) =>
          answer.languages.some((l) => l.locale === chosen) ? chosen : (answer.languages[0]?.locale ?? ''),
        );
      },
      (failure: unknown) => setLoadError(failureText(failure)),
    );
  }, [attempt]);

  const language = languages?.languages.find((l) => l.locale === locale);
  return (
    <section className="panel">
      <PanelHeading title="Translations">Translations</PanelHeading>
      {loadError ? (
        <Failure message={loadError} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !languages ? (
        <Loading>Loading the languages…</Loading>
      ) : !language ? (
        <Empty>
          The site serves {languages.primaryLanguage.label} only. Turn on another language in{' '}
          <a href="/config/languages">Languages</a> to translate the site into it.
        </Empty>
      ) : (
        <>
          <div className="field translations__language">
            <label htmlFor="translations-language">Language</label>
            <select id="translations-language" value={locale} onChange={(e) => setLocale(e.target.value)}>
              {languages.languages.map((l) => (
                <option key={l.locale} value={l.locale}>
                  {l.label} ({l.locale})
                </option>
              ))}
            </select>
          </div>
          <LanguageEditor key={locale} locale={locale} label={language.label} urlPrefix={language.urlPrefix} />
        </>
      )}
    </section>
  );
}

function LanguageEditor({ locale, label, urlPrefix }: { locale: string; label: string; urlPrefix: string }) {
  const { can } = useOwner();
  const editable = can('content.write');
  const editor = useTranslationEditor(locale);
  const { list } = editor;
  const edits = editor.body ?? NO_EDITS;
  const [filter, setFilter] = useState<Filter>('all');
  const [part, setPart] = useState(SITE_PART);
  /** The page of the text last worked on; the part's first page until then. */
  const [page, setPage] = useState<string>();

  const documents = useMemo(
    () => (list ? [{ kind: 'translation' as const, key: locale, body: previewDocument(list.entries, edits) }] : []),
    [list, edits, locale],
  );

  if (editor.phase === 'failed') return <Failure message={editor.loadError ?? ''} onRetry={editor.reload} />;
  if (!list) return <Loading>Loading the translations…</Loading>;

  const parts = partsOf(list.entries);
  const current = parts.some((p) => p.key === part) ? part : (parts[0]?.key ?? SITE_PART);
  const inPart = list.entries.filter((e) => partOf(e) === current);
  const shown = filter === 'all' ? inPart : inPart.filter((e) => e.state === filter);
  const previewPage = page ?? inPart[0]?.page ?? '/';
  const counts = {
    all: inPart.length,
    missing: inPart.filter((e) => e.state === 'missing').length,
    outdated: inPart.filter((e) => e.state === 'outdated').length,
  };
  const edit = (id: string, text: string) => editor.setBody((now) => ({ ...now, [id]: text }));

  return (
    <div className="translations">
      <p className="muted">
        {list.counts.missing} missing and {list.counts.outdated} out of date of {list.entries.length} texts in {label}.
      </p>
      <p className="muted">
        A translation is out of date when its original changed after it was translated. Until you translate it again or
        keep it (Keep translation, then Save and Publish), visitors to the {label} pages read the newer original instead
        of the old translation.
      </p>
      <div className="field">
        <label htmlFor="translations-part">Part of the site</label>
        <select
          id="translations-part"
          value={current}
          onChange={(e) => {
            setPart(e.target.value);
            setPage(undefined);
          }}
        >
          {parts.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label} ({p.missing} missing, {p.outdated} out of date)
            </option>
          ))}
        </select>
      </div>
      <fieldset className="translations__filter">
        <legend>Show</legend>
        {FILTERS.map((f) => (
          <label className="check" key={f.value}>
            <input
              type="radio"
              name="translations-filter"
              value={f.value}
              checked={filter === f.value}
              onChange={() => setFilter(f.value)}
            />{' '}
            {f.label} ({counts[f.value]})
          </label>
        ))}
      </fieldset>
      {editable ? (
        <EditorBar editor={editor} canPublish={can('content.publish')} />
      ) : (
        <p className="status">Your role can read the translations but not change them.</p>
      )}
      <div className="translations__work">
        {shown.length === 0 ? (
          <Empty>{filter === 'missing' ? 'Nothing is missing.' : 'Nothing is out of date.'}</Empty>
        ) : (
          <ul className="translations__list" aria-label={`Texts in ${label}`}>
            {shown.map((entry) => (
              <TranslationField
                key={entry.id}
                entry={entry}
                value={edits[entry.id] ?? entry.translation ?? ''}
                onChange={(text) => edit(entry.id, text)}
                kept={entry.state === 'outdated' && edits[entry.id] === entry.translation}
                onKeep={() => entry.translation !== null && edit(entry.id, entry.translation)}
                locale={locale}
                languageLabel={label}
                readOnly={!editable}
                error={editor.fieldErrors[`texts.${entry.id}`]}
                onFocus={() => setPage(entry.page)}
              />
            ))}
          </ul>
        )}
        <div className="translations__preview">
          {previewPage === CHECKOUT_PAGE && <p className="muted translations__preview-note">{SAMPLE_CART_NOTE}</p>}
          {/* The checkout opens in the phone view: its shipping step is a narrow column that the
              desktop view scales down past reading. A new page kind starts in its own view. */}
          <LivePreview
            key={previewPage === CHECKOUT_PAGE ? 'checkout' : 'page'}
            path={previewPath(urlPrefix, previewPage)}
            documents={documents}
            device={previewPage === CHECKOUT_PAGE ? 'phone' : 'desktop'}
          />
        </div>
      </div>
    </div>
  );
}
