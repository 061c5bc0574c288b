/**
 * The page as visitors will see it once published: the site's page at `path`, rendered by our
 * engine on the server from the drafts with `documents` (the editor's unsaved state) laid over
 * them (`POST /api/owner/content/preview`), shown in a frame at the spec's device views,
 * desktop and phone. A change asks again 250 ms after the last one, so the preview follows
 * typing within half a second without a render per key; an answer overtaken by a newer one is
 * dropped.
 *
 * The frame is sandboxed without scripts (`allow-same-origin` only, so the page's stylesheets
 * and images load as they do for visitors): the page shows as the server rendered it, and
 * nothing in it can act for the signed-in owner. It inherits the owner app's CSP.
 *
 * @module
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { failureText } from '../api/owner-call';
import { PREVIEW_DEVICES, type PreviewDevice, type PreviewDocument, type PreviewProduct } from '../../domain';
import { previewHtml } from './content-calls';
import { EDITOR_WORDS } from './editor-words';

export interface LivePreviewProps {
  /**
   * The site path to show, `/shop/storm-lantern`; with a fragment (`/fr/checkout#checkout-shipping`)
   * the frame opens scrolled to that element, as a browser opens such a link, after each update.
   */
  path: string;
  /** The editor's unsaved documents; pass the same array while nothing changed. */
  documents?: PreviewDocument[];
  /** Products edited in the product editor: `{ id, fields }`, applied on the server as a save would. */
  products?: PreviewProduct[];
  /** The device view first shown. @default 'desktop' */
  device?: PreviewDevice;
  /** Show lock screens rather than the locked pages (the style editor's LOCK_SCREEN). */
  locked?: boolean;
  /** What the frame's title names, 'Preview of {label}, desktop view'. @default path */
  label?: string;
  /** Told each time the frame has loaded a page (the form builder records it, spec §4 `load`). */
  onFrameLoad?: () => void;
}

/** How long after the last change the preview asks again. */
export const PREVIEW_DEBOUNCE_MS = 250;
/** The frame's height at full size; it is scaled with its width. */
const FRAME_HEIGHT = 900;

const NONE: never[] = [];

/**
 * The page without the scripts the sandbox would refuse (each refusal is an error in the
 * console): island props (`application/json`) stay, as data.
 */
export function withoutScripts(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const script of doc.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/ld+json') script.remove();
  }
  for (const link of doc.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}

/**
 * Scrolls the frame's page (not the owner's) so the element `id` is at its top: the frame runs
 * no script, and `scrollIntoView` would scroll the panel around the frame too.
 */
function scrollFrameTo(frame: HTMLIFrameElement, id: string): void {
  const view = frame.contentWindow;
  const target = frame.contentDocument?.getElementById(id);
  if (!view || !target) return;
  view.scrollTo(0, Math.max(0, target.getBoundingClientRect().top + view.scrollY - 24));
}

export function LivePreview({
  path: link,
  documents = NONE,
  products = NONE,
  device: initial = 'desktop',
  locked = false,
  label: given,
  onFrameLoad,
}: LivePreviewProps) {
  const hash = link.indexOf('#');
  const path = hash < 0 ? link : link.slice(0, hash);
  const fragment = hash < 0 ? '' : decodeURIComponent(link.slice(hash + 1));
  const label = given ?? path;
  const [device, setDevice] = useState<PreviewDevice>(initial);
  const [html, setHtml] = useState<string>();
  const [error, setError] = useState<string>();
  const [updating, setUpdating] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [boxWidth, setBoxWidth] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Only what the page needs: no empty product list, `locked` only when asked for.
  const request = {
    path,
    documents,
    ...(products.length > 0 ? { products } : {}),
    ...(locked ? { locked } : {}),
  };
  const body = JSON.stringify(request);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `body` stands for path and documents; `attempt` is Try again.
  useEffect(() => {
    // An answer overtaken by a newer change is dropped (not aborted: the call is cheap and an
    // aborted request is a failure in the browser's log).
    let current = true;
    setUpdating(true);
    const timer = setTimeout(() => {
      previewHtml(request).then(
        (page) => {
          if (!current) return;
          setHtml(withoutScripts(page));
          setError(undefined);
          setUpdating(false);
        },
        (failure: unknown) => {
          if (!current) return;
          setError(failureText(failure) || EDITOR_WORDS.unableToLoad);
          setUpdating(false);
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, attempt]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setBoxWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = PREVIEW_DEVICES[device];
  // The page lays itself out at the device's width; the frame is scaled down to fit the panel.
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  return (
    <section className="live-preview" aria-labelledby={headingId}>
      <div className="live-preview__bar">
        <h2 id={headingId} className="live-preview__title">
          Preview
        </h2>
        <fieldset className="live-preview__devices">
          <legend className="visually-hidden">Device</legend>
          {(Object.keys(PREVIEW_DEVICES) as PreviewDevice[]).map((name) => (
            <button
              key={name}
              type="button"
              className={name === device ? 'button button--primary' : 'button'}
              aria-pressed={name === device}
              onClick={() => setDevice(name)}
            >
              {name === 'desktop' ? 'Desktop' : 'Phone'}
            </button>
          ))}
        </fieldset>
        <span className="live-preview__state" role="status">
          {updating ? 'Updating preview…' : ''}
        </span>
      </div>
      {error && (
        <div className="status status--error" role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      <div ref={box} className="live-preview__box" style={{ height: `${Math.round(FRAME_HEIGHT * scale)}px` }}>
        {html !== undefined && (
          <iframe
            className="live-preview__frame"
            title={`Preview of ${label}, ${device === 'desktop' ? 'desktop' : 'phone'} view`}
            sandbox="allow-same-origin"
            srcDoc={html}
            data-device={device}
            onLoad={(event) => {
              if (fragment) scrollFrameTo(event.currentTarget, fragment);
              onFrameLoad?.();
            }}
            style={{ width: `${width}px`, height: `${FRAME_HEIGHT}px`, transform: `scale(${scale})` }}
          />
        )}
      </div>
    </section>
  );
}
