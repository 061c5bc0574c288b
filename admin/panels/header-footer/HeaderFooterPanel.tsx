/**
 * The site's header and footer (issue 16): the logo, the navigation links, the footer's text,
 * links and social icons, with a preview of the edit. Saving (`PUT /api/site-header-footer`)
 * shows it on every page of the site at once.
 *
 * @module
 */
import { useEffect, useId, useState } from 'react';
import { HEADER_FOOTER_LIMITS, isAllowedImageUrl, type SiteHeaderFooter } from '../../../domain';
import { failureText } from '../../api/owner-call';
import { useOwner } from '../../app/owner-context';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { useAction } from '../../ui/use-action';
import { headerFooterApi } from './header-footer-api';
import { HeaderFooterPreview } from './HeaderFooterPreview';
import { LinkListEditor, linkProblem } from './LinkListEditor';
import { SocialIconsEditor } from './SocialIconsEditor';
import type { FormEvent } from 'react';

/** The first problem the server would find, said before asking it; undefined when none. */
export function firstProblem(value: SiteHeaderFooter): string | undefined {
  const logo = value.header.logo;
  if (logo && !isAllowedImageUrl(logo.imageUrl.trim()))
    return 'Logo image: use a page of the site (/assets/logo.svg) or an https link.';
  if (logo && !logo.altText.trim()) return 'Logo: describe the logo for people who cannot see it.';
  const lists = [
    ['Navigation', value.header.navigation],
    ['Footer links', value.footer.links],
  ] as const;
  for (const [name, links] of lists) {
    for (const [i, link] of links.entries()) {
      if (!link.title.trim()) return `${name}, link ${i + 1}: give it a title.`;
      const problem = linkProblem(link.url);
      if (problem) return `${name}, link ${i + 1}: ${problem}`;
    }
  }
  for (const [i, icon] of value.footer.socialIcons.entries()) {
    const problem = linkProblem(icon.url);
    if (problem) return `Social icon ${i + 1}: ${problem}`;
  }
  return undefined;
}

export function HeaderFooterPanel() {
  const { owner, can } = useOwner();
  const editable = can('site.settings');
  const [value, setValue] = useState<SiteHeaderFooter | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const { busy, outcome: result, setOutcome: setResult, fieldErrors, run } = useAction();
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reruns when the owner retries (attempt) or the query changes (key); it reads the rest through refs.
  useEffect(() => {
    setLoadError(undefined);
    headerFooterApi.load().then(
      ({ header, footer }) => setValue({ header, footer }),
      (failure: unknown) => setLoadError(failureText(failure)),
    );
  }, [attempt]);

  const update = (change: (v: SiteHeaderFooter) => SiteHeaderFooter) => {
    setValue((v) => (v ? change(v) : v));
    setResult(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    const problem = firstProblem(value);
    if (problem) {
      setResult({ text: problem, error: true });
      return;
    }
    await run(async () => {
      const { header, footer } = await headerFooterApi.save(value);
      setValue({ header, footer });
      return 'Saved. Every page of the site shows the new header and footer now.';
    });
  };

  return (
    <section className="panel">
      <PanelHeading title="Header and footer">Header and footer</PanelHeading>
      {loadError ? (
        <Failure message={loadError} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !value ? (
        <Loading>Loading the header and footer…</Loading>
      ) : (
        <div className="hf-editor">
          <form onSubmit={save} noValidate className="hf-editor__form">
            <h2>Header</h2>
            <fieldset disabled={!editable || busy}>
              <legend>Logo</legend>
              <label className="check">
                <input
                  type="checkbox"
                  checked={value.header.logo !== null}
                  onChange={(e) =>
                    update((v) => ({
                      ...v,
                      header: {
                        ...v.header,
                        logo: e.target.checked ? { imageUrl: '', altText: owner.site.title } : null,
                      },
                    }))
                  }
                />{' '}
                Show a logo instead of the site title
              </label>
              {value.header.logo && (
                <>
                  <div className="field">
                    <label htmlFor={`${id}-logo`}>Logo image address</label>
                    <input
                      id={`${id}-logo`}
                      value={value.header.logo.imageUrl}
                      placeholder="/assets/logo.svg"
                      maxLength={HEADER_FOOTER_LIMITS.url}
                      onChange={(e) =>
                        update((v) => ({
                          ...v,
                          header: { ...v.header, logo: { ...v.header.logo!, imageUrl: e.target.value } },
                        }))
                      }
                    />
                    {fieldErrors['header.logo.imageUrl'] && (
                      <p className="field__error">{fieldErrors['header.logo.imageUrl']}</p>
                    )}
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-alt`}>Logo text (for screen readers)</label>
                    <input
                      id={`${id}-alt`}
                      value={value.header.logo.altText}
                      maxLength={HEADER_FOOTER_LIMITS.altText}
                      onChange={(e) =>
                        update((v) => ({
                          ...v,
                          header: { ...v.header, logo: { ...v.header.logo!, altText: e.target.value } },
                        }))
                      }
                    />
                    {fieldErrors['header.logo.altText'] && (
                      <p className="field__error">{fieldErrors['header.logo.altText']}</p>
                    )}
                  </div>
                </>
              )}
            </fieldset>
            <LinkListEditor
              legend="Navigation links"
              itemName="navigation link"
              links={value.header.navigation}
              max={HEADER_FOOTER_LIMITS.navigationLinks}
              field="header.navigation"
              errors={fieldErrors}
              disabled={!editable || busy}
              onChange={(navigation) => update((v) => ({ ...v, header: { ...v.header, navigation } }))}
            />
            <h2>Footer</h2>
            <fieldset disabled={!editable || busy}>
              <legend>Footer text</legend>
              <div className="field">
                <label htmlFor={`${id}-text`}>Text under the site's description</label>
                <textarea
                  id={`${id}-text`}
                  rows={3}
                  maxLength={HEADER_FOOTER_LIMITS.footerText}
                  value={value.footer.text}
                  onChange={(e) => update((v) => ({ ...v, footer: { ...v.footer, text: e.target.value } }))}
                />
                {fieldErrors['footer.text'] && <p className="field__error">{fieldErrors['footer.text']}</p>}
              </div>
            </fieldset>
            <LinkListEditor
              legend="Footer links"
              itemName="footer link"
              links={value.footer.links}
              max={HEADER_FOOTER_LIMITS.footerLinks}
              field="footer.links"
              errors={fieldErrors}
              disabled={!editable || busy}
              onChange={(links) => update((v) => ({ ...v, footer: { ...v.footer, links } }))}
            />
            <SocialIconsEditor
              icons={value.footer.socialIcons}
              errors={fieldErrors}
              disabled={!editable || busy}
              onChange={(socialIcons) => update((v) => ({ ...v, footer: { ...v.footer, socialIcons } }))}
            />
            {!editable && <p className="status">Your role can read the header and footer but not change them.</p>}
            {result && (
              <p className={result.error ? 'status status--error' : 'status'} role={result.error ? 'alert' : 'status'}>
                {result.text}
              </p>
            )}
            {editable && (
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Saving…' : 'Save header and footer'}
              </button>
            )}
          </form>
          <HeaderFooterPreview value={value} siteTitle={owner.site.title} />
        </div>
      )}
    </section>
  );
}
