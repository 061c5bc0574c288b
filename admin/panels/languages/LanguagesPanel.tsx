/**
 * The site's languages (issue 16): its own language, and the extra ones it serves under their
 * prefix (`/fr/…`) with a language switcher in the header. A checkbox per language the site
 * may add; the order of the switcher is the order turned on. The status shows how much of the
 * site each language translates (what has no translation shows in the site's own language):
 * pages and products with a translated text, and the texts of the Translations panel's list
 * translated, counted as that panel counts them.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import { failureText } from '../../api/owner-call';
import { useOwner } from '../../app/owner-context';
import { PanelHeading } from '../../ui/PanelHeading';
import { TableWrap } from '../../ui/TableWrap';
import { Failure, Loading } from '../../ui/status';
import { useAction } from '../../ui/use-action';
import { languagesApi } from './languages-api';
import type { LanguageSettings, LanguageStatus } from '../../../domain';
import type { FormEvent } from 'react';

export function LanguagesPanel() {
  const { can } = useOwner();
  const editable = can('site.settings');
  const [settings, setSettings] = useState<LanguageSettings | undefined>();
  const [status, setStatus] = useState<LanguageStatus | undefined>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const { busy, outcome: result, setOutcome: setResult, run } = useAction();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reruns when the owner retries (attempt) or the query changes (key); it reads the rest through refs.
  useEffect(() => {
    setLoadError(undefined);
    Promise.all([languagesApi.settings(), languagesApi.status()]).then(
      ([answer, state]) => {
        setSettings(answer);
        setStatus(state);
        setChosen(answer.languages.map((l) => l.locale));
      },
      (failure: unknown) => setLoadError(failureText(failure)),
    );
  }, [attempt]);

  const toggle = (locale: string, on: boolean) => {
    setChosen((list) => (on ? [...list.filter((l) => l !== locale), locale] : list.filter((l) => l !== locale)));
    setResult(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const answer = await languagesApi.save(chosen);
      setSettings(answer);
      setChosen(answer.languages.map((l) => l.locale));
      setStatus(await languagesApi.status());
      return answer.languages.length
        ? `Saved. The site now serves ${answer.languages.map((l) => `${l.label} at ${l.urlPrefix}`).join(', ')}.`
        : `Saved. The site serves ${answer.primaryLanguage.label} only.`;
    });
  };

  return (
    <section className="panel">
      <PanelHeading title="Languages">Languages</PanelHeading>
      {loadError ? (
        <Failure message={loadError} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !settings || !status ? (
        <Loading>Loading the languages…</Loading>
      ) : (
        <form onSubmit={save} noValidate>
          <p>
            The site's own language is <strong>{settings.primaryLanguage.label}</strong> (
            {settings.primaryLanguage.locale}). Each language turned on here is served under its prefix, with a language
            switcher in the header, its own dates and prices, and translations where the site has them.
          </p>
          <fieldset disabled={!editable || busy}>
            <legend>Extra languages</legend>
            {settings.availableLanguages.map((language) => (
              <label className="check" key={language.locale}>
                <input
                  type="checkbox"
                  checked={chosen.includes(language.locale)}
                  onChange={(e) => toggle(language.locale, e.target.checked)}
                />{' '}
                {language.label} ({language.locale}), at {language.urlPrefix}
              </label>
            ))}
          </fieldset>
          {!editable && <p className="status">Your role can read the languages but not change them.</p>}
          {result && (
            <p className={result.error ? 'status status--error' : 'status'} role={result.error ? 'alert' : 'status'}>
              {result.text}
            </p>
          )}
          {editable && (
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save languages'}
            </button>
          )}
          <h2>Translation status</h2>
          {status.languages.length === 0 ? (
            <p className="muted">No extra languages are turned on.</p>
          ) : (
            <TableWrap label="Translation status">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Language</th>
                    <th scope="col">Pages translated</th>
                    <th scope="col">Products translated</th>
                    <th scope="col">Texts translated</th>
                    <th scope="col">Home page</th>
                  </tr>
                </thead>
                <tbody>
                  {status.languages.map((language) => (
                    <tr key={language.locale}>
                      <th scope="row">{language.label}</th>
                      <td>
                        {language.pages.translated} of {language.pages.total}
                      </td>
                      <td>
                        {language.products.translated} of {language.products.total}
                      </td>
                      <td>
                        {language.texts.translated} of {language.texts.total}
                      </td>
                      <td>
                        <a href={language.urlPrefix}>{language.urlPrefix}</a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </form>
      )}
    </section>
  );
}
