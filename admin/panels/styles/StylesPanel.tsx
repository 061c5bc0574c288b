/**
 * Site styles (issue 25): colours and fonts of the whole site, beside a live preview of the
 * design-tweak page chosen (spec §2: the site, checkout, lock screen, splash page, popup
 * overlay) at desktop and phone widths. The editor's dirty state is kept path by path
 * (domain/site-style-dirty.ts); a save sends the changed paths (the patch variant) when the
 * site's aesthetics patch API feature is on, the whole document otherwise. Text colours below
 * WCAG AA on their background are warned about before saving. Publishing shows the style to
 * visitors. The tweak events of spec §4 are recorded (beforeopen, aftershow, change, save,
 * reset, close, afterclose).
 *
 * @module
 */
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import {
  contrastWarnings,
  dirtyPaths,
  isHexColour,
  isStyleDirty,
  styleEditorReducer,
  styleEditorState,
  styleSaveRequest,
  type DesignTweakPageType,
  type PreviewDocument,
  type SiteAestheticsDirtyPath,
  type SiteStyleView,
} from '../../../domain';
import { failureText } from '../../api/owner-call';
import { PANEL_EVENTS, recordEvent } from '../../api/record-event';
import { useOwner } from '../../app/owner-context';
import { LivePreview, publishNotice, staleEditAsConflict, useLeaveGuard } from '../../editor';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { useAction } from '../../ui/use-action';
import { ColoursEditor } from './ColoursEditor';
import { FontsEditor } from './FontsEditor';
import { stylesApi } from './styles-api';
import { tweakPages, type TweakPage } from './tweak-pages';
import './styles.css';

export const STYLE_WORDS = {
  saved: 'Saved. Publish to show the new style to visitors.',
  published: 'Published. Every page of the site shows the new style.',
  badColours: 'Fix the colours marked above before saving.',
  conflict: 'Someone else changed the style since you opened it. Reload to see their version.',
  contrastTitle: 'Some text would be hard to read (below WCAG AA contrast):',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
};

export function StylesPanel() {
  const { can } = useOwner();
  const editable = can('content.write');
  const [view, setView] = useState<SiteStyleView>();
  const [state, dispatch] = useReducer(styleEditorReducer, undefined, () => styleEditorState({} as never));
  const [revision, setRevision] = useState<number | undefined>();
  const [loadError, setLoadError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [pages, setPages] = useState<TweakPage[]>(() => tweakPages([]));
  const [pageType, setPageType] = useState<DesignTweakPageType>('STYLE');
  const { busy, outcome: message, setOutcome: setMessage, run } = useAction();
  const [conflict, setConflict] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pageTypeRef = useRef(pageType);
  pageTypeRef.current = pageType;
  const id = useId();

  // Opening and closing the editor are tweak events; closing is leaving the panel.
  useEffect(() => {
    return () => {
      recordEvent(PANEL_EVENTS.tweakClose, { pageType: pageTypeRef.current });
      recordEvent(PANEL_EVENTS.tweakAfterclose, { pageType: pageTypeRef.current });
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the owner retries or reloads after a conflict (attempt).
  useEffect(() => {
    recordEvent(PANEL_EVENTS.tweakBeforeopen, { pageType: pageTypeRef.current });
    setLoadError(undefined);
    stylesApi.load().then(
      (loaded) => {
        setView(loaded);
        setRevision(loaded.revision ?? undefined);
        dispatch({ type: 'loaded', style: loaded.style });
        setConflict(false);
        recordEvent(PANEL_EVENTS.tweakAftershow, { pageType: pageTypeRef.current });
      },
      (failure: unknown) => setLoadError(failureText(failure)),
    );
    // Where the design-tweak pages are; without these answers each previews the home page.
    Promise.all([stylesApi.collections(), stylesApi.siteSettings()]).then(
      ([{ documents }, site]) => {
        const settings = (site.draft ?? {}) as { websiteSettings?: { popupOverlay?: unknown } };
        const collections = documents.map((d) => (d.draft ?? {}) as Record<string, unknown>);
        setPages(tweakPages(collections, Boolean(settings.websiteSettings?.popupOverlay)));
      },
      () => {},
    );
  }, [attempt]);

  const dirty = view !== undefined && isStyleDirty(state);
  useLeaveGuard(dirty);
  const warnings = useMemo(() => (view ? contrastWarnings(state.current) : []), [view, state.current]);
  const badColour = view !== undefined && state.current.colors.palette.some((p) => !isHexColour(p.hex));
  const documents = useMemo<PreviewDocument[]>(
    () => (view ? [{ kind: 'style', key: 'site', body: state.current }] : []),
    [view, state.current],
  );
  const page = pages.find((p) => p.type === pageType) ?? pages[0]!;

  const change = (path: SiteAestheticsDirtyPath, value: unknown) => {
    dispatch({ type: 'set', path, value });
    setMessage(undefined);
    setConfirming(false);
    recordEvent(PANEL_EVENTS.tweakChange, { path, pageType });
  };
  const changePack = (themeId: string) => {
    dispatch({ type: 'fontsPackChange', themeId });
    setMessage(undefined);
    setConfirming(false);
    recordEvent(PANEL_EVENTS.tweakChange, { path: 'fonts.activeThemeId', pageType });
  };

  /** Saves; answers whether it did. */
  const save = async (): Promise<boolean> => {
    if (!view) return false;
    const request = styleSaveRequest(state, revision, view.patchEnabled);
    const saved = await run(
      async () => {
        const answer = await stylesApi.save(request);
        recordEvent(PANEL_EVENTS.tweakSave, { paths: dirtyPaths(state), variant: request.variant, pageType });
        setRevision(answer.revision);
        dispatch({ type: 'saved', style: state.current });
        return STYLE_WORDS.saved;
      },
      // A stale edit shows the conflict (reload or keep editing), not a failure.
      { explain: staleEditAsConflict(() => setConflict(true)) },
    );
    setConfirming(false);
    return saved;
  };

  const askSave = () => {
    if (badColour) return setMessage({ text: STYLE_WORDS.badColours, error: true });
    if (warnings.length > 0 && !confirming) return setConfirming(true);
    void save();
  };

  const publish = async () => {
    if (badColour) return setMessage({ text: STYLE_WORDS.badColours, error: true });
    if (dirty && !(await save())) return;
    await run(async () => {
      const answer = await stylesApi.publish();
      setView((v) => v && { ...v, publishedRevision: revision ?? v.publishedRevision });
      return publishNotice(STYLE_WORDS.published, answer);
    });
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setMessage(undefined);
    setConfirming(false);
    recordEvent(PANEL_EVENTS.tweakReset, { pageType });
  };

  return (
    <section className="panel styles-panel">
      <PanelHeading title="Site styles">Site styles</PanelHeading>
      {loadError ? (
        <Failure message={loadError} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !view ? (
        <Loading>Loading the site's styles…</Loading>
      ) : (
        <div className="styles-editor">
          <div className="styles-editor__form">
            <div className="field">
              <label htmlFor={`${id}-page`}>Page to style and preview</label>
              <select
                id={`${id}-page`}
                value={pageType}
                onChange={(e) => setPageType(e.target.value as DesignTweakPageType)}
                aria-describedby={page.note ? `${id}-page-note` : undefined}
              >
                {pages.map((p) => (
                  <option key={p.type} value={p.type}>
                    {p.label}
                  </option>
                ))}
              </select>
              {page.note && (
                <p className="muted" id={`${id}-page-note`}>
                  {page.note}
                </p>
              )}
            </div>
            <ColoursEditor
              colors={state.current.colors}
              disabled={!editable || busy}
              onPalette={(palette) => change('colors.palette', palette)}
              onThemes={(themes) => change('colors.themes', themes)}
              onActiveTheme={(themeId) => change('colors.activeThemeId', themeId)}
            />
            <FontsEditor
              fonts={state.current.fonts}
              disabled={!editable || busy}
              onPack={changePack}
              onThemes={(themes) => change('fonts.themes', themes)}
              onCategories={(categories) => change('fonts.fontUsageCategories', categories)}
            />
            {warnings.length > 0 && (
              <div
                className={confirming ? 'styles-contrast styles-contrast--confirm' : 'styles-contrast'}
                role={confirming ? 'alert' : undefined}
              >
                <p>{STYLE_WORDS.contrastTitle}</p>
                <ul>
                  {warnings.map((w) => (
                    <li key={`${w.text}-${w.background}`}>{w.message}</li>
                  ))}
                </ul>
                {confirming && (
                  <div className="styles-actions">
                    <button type="button" className="button button--primary" onClick={() => void save()}>
                      Save anyway
                    </button>
                    <button type="button" className="button" onClick={() => setConfirming(false)}>
                      Keep editing
                    </button>
                  </div>
                )}
              </div>
            )}
            <div className="styles-bar">
              <p role="status" className="styles-bar__state">
                {busy ? 'Saving…' : dirty ? STYLE_WORDS.unsaved : STYLE_WORDS.allSaved}
              </p>
              {editable && (
                <div className="styles-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy || !dirty || conflict}
                    onClick={askSave}
                  >
                    Save
                  </button>
                  {can('content.publish') && (
                    <button type="button" className="button" disabled={busy || conflict} onClick={() => void publish()}>
                      Publish
                    </button>
                  )}
                  <button type="button" className="button" disabled={busy || !dirty} onClick={reset}>
                    Reset
                  </button>
                </div>
              )}
              {message && (
                <p
                  className={message.error ? 'status status--error' : 'status'}
                  role={message.error ? 'alert' : 'status'}
                >
                  {message.text}
                </p>
              )}
              {conflict && (
                <div className="status status--error" role="alert">
                  <p>{STYLE_WORDS.conflict}</p>
                  <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
                    Reload
                  </button>
                </div>
              )}
            </div>
          </div>
          <div className="styles-editor__preview">
            <LivePreview path={page.path} locked={page.locked} documents={documents} />
          </div>
        </div>
      )}
    </section>
  );
}
