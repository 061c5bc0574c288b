/**
 * Feeds and pixel (issue 16): the two product feeds' stable URLs, to paste once into the
 * catalogue consumers (Instagram shopping, dynamic ads), and the ad pixel id the storefront
 * loads for visitors who accept cookies. Shown to roles with `store.settings`.
 *
 * @module
 */
import { useId, useState } from 'react';
import { AD_PIXEL_MESSAGES, isAdPixelId } from '../../../domain';
import { ownerApi } from '../../api/owner-api';
import { PANEL_EVENTS, recordEvent, type PanelEvent } from '../../api/record-event';
import { PanelHeading } from '../../ui/PanelHeading';
import { useLoad } from '../../ui/use-load';
import { Failure, Loading } from '../../ui/status';
import { useAction } from '../../ui/use-action';
import type { FormEvent } from 'react';

function FeedUrl({ label, url, event }: { label: string; url: string; event: PanelEvent }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    recordEvent(event, { action: 'copy' });
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard access the owner selects the field's text themselves.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input id={id} type="url" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button type="button" className="button" onClick={copy}>
          Copy
        </button>
        <a
          className="button"
          href={url}
          target="_blank"
          rel="noreferrer"
          onClick={() => recordEvent(event, { action: 'open' })}
        >
          Open
        </a>
      </div>
      <p className="status" role="status">
        {copied ? 'Copied.' : ''}
      </p>
    </div>
  );
}

export function MarketingPanel(_props: { segments: string[] }) {
  const loaded = useLoad('marketing', ownerApi.marketing);
  const [pixelId, setPixelId] = useState<string | undefined>();
  const { busy, error, setError, run } = useAction();
  const [saved, setSaved] = useState('');
  const inputId = useId();
  const errorId = useId();
  const value = pixelId ?? loaded.data?.pixelId ?? '';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text !== '' && !isAdPixelId(text)) {
      setError(AD_PIXEL_MESSAGES.invalidId);
      return;
    }
    setSaved('');
    await run(async () => {
      const answer = await ownerApi.saveMarketing(text === '' ? null : text);
      recordEvent(PANEL_EVENTS.pixelIdSetting, { action: answer.pixelId ? 'save' : 'clear' });
      loaded.update(() => answer);
      setPixelId(undefined);
      setSaved(
        answer.pixelId
          ? 'Saved. Visitors who accept cookies now load the pixel.'
          : 'Saved. No pixel loads on the site.',
      );
    });
  };

  return (
    <section className="panel">
      <PanelHeading title="Feeds and pixel">Feeds and pixel</PanelHeading>
      {loaded.error ? (
        <Failure message={loaded.error} onRetry={loaded.retry} />
      ) : !loaded.data ? (
        <Loading>Loading the settings…</Loading>
      ) : (
        <>
          <h2>Product feeds</h2>
          <p className="lead">
            Give these addresses to the catalogue services once: they always show your products, prices and stock as
            they are now.
          </p>
          <FeedUrl
            label="Instagram products feed (XML)"
            url={loaded.data.feeds.instagram}
            event={PANEL_EVENTS.instagramProductsFeed}
          />
          <FeedUrl
            label="Dynamic ads feed (TSV)"
            url={loaded.data.feeds.dynamicAds}
            event={PANEL_EVENTS.dynamicAdsFeed}
          />
          <h2>Ad pixel</h2>
          <form onSubmit={save} noValidate>
            <div className="field">
              <label htmlFor={inputId}>Pixel id</label>
              <input
                id={inputId}
                inputMode="numeric"
                autoComplete="off"
                value={value}
                onChange={(e) => setPixelId(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <p className="muted">
                15 or 16 digits. It loads only for visitors who accept cookies in the banner; leave it empty for none.
              </p>
              {error && (
                <p id={errorId} className="field__error" role="alert">
                  {error}
                </p>
              )}
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <p className="status" role="status">
              {saved}
            </p>
          </form>
        </>
      )}
    </section>
  );
}
