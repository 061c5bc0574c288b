/**
 * One text of the site in the translation editor: where it is, its state (missing, out of
 * date, translated), the original beside the translation, and the field to write it in
 * (rich text for bodies and excerpts). The original is shown as text: it is never run. An
 * out-of-date translation shows the original it was made from too, and can be kept as it is
 * (it is then current for the new original once saved). A text the site ships a translation
 * of (an e-mail subject) shows that translation as the one in use until the owner types one.
 *
 * @module
 */
import { useId } from 'react';
import { RichTextField } from '../../editor';
import type { TranslationEntry, TranslationState } from '../../../domain';

const STATE_BADGES: Record<TranslationState, { text: string; className: string }> = {
  missing: { text: 'Missing', className: 'badge badge--warn' },
  outdated: { text: 'Out of date', className: 'badge badge--todo' },
  done: { text: 'Translated', className: 'badge badge--ok' },
};
/** A text the owner has not translated whose built-in translation is in use. */
const BUILT_IN_BADGE = { text: 'Built-in translation', className: 'badge badge--ok' };

/** An HTML original's words, for reading beside the translation. */
export function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

export interface TranslationFieldProps {
  entry: TranslationEntry;
  /** The translation as edited: the unsaved text, else the saved one. */
  value: string;
  onChange(text: string): void;
  /** The language written in, for the field's `lang`. */
  locale: string;
  languageLabel: string;
  readOnly: boolean;
  error?: string;
  onFocus(): void;
  /** Whether the owner kept this out-of-date translation (it is saved as current). */
  kept: boolean;
  onKeep(): void;
}

export function TranslationField({
  entry,
  value,
  onChange,
  locale,
  languageLabel,
  readOnly,
  error,
  onFocus,
  kept,
  onKeep,
}: TranslationFieldProps) {
  const id = useId();
  // The site's own translation is what visitors read until the owner saves one.
  const builtIn = entry.translation === null && entry.builtIn !== undefined ? entry.builtIn : undefined;
  const badge = builtIn !== undefined ? BUILT_IN_BADGE : STATE_BADGES[entry.state];
  const described = [error ? `${id}-error` : '', builtIn !== undefined ? `${id}-built-in` : ''].filter(Boolean);
  const fieldLabel = `${languageLabel}: ${entry.label}`;
  const long = entry.original.length > 80 || entry.original.includes('\n');
  const shown = (original: string) => (entry.rich ? plainText(original) : original);
  const outdated = entry.state === 'outdated';
  return (
    <li className="translation-entry" onFocus={onFocus}>
      <h3 className="translation-entry__label" id={`${id}-label`}>
        {entry.label} <span className={badge.className}>{badge.text}</span>
      </h3>
      <div className="translation-entry__pair">
        <div className="translation-entry__original">
          <span className="muted">{outdated ? 'Original now' : 'Original'}</span>
          <p>{shown(entry.original)}</p>
          {outdated && entry.previousOriginal !== undefined && (
            <>
              <span className="muted">Original when translated</span>
              <p className="translation-entry__previous">{shown(entry.previousOriginal)}</p>
            </>
          )}
          {outdated && !readOnly && (
            <p>
              {kept ? (
                <span role="status">Kept: it shows again once saved and published.</span>
              ) : (
                <button type="button" className="button" onClick={onKeep} aria-describedby={`${id}-label`}>
                  Keep translation
                </button>
              )}
            </p>
          )}
        </div>
        <div className="translation-entry__translation field" lang={locale}>
          {entry.rich && !readOnly ? (
            <RichTextField label={fieldLabel} value={value} onChange={onChange} error={error} />
          ) : (
            <>
              <label htmlFor={id}>{fieldLabel}</label>
              {long || entry.rich ? (
                <textarea
                  id={id}
                  rows={3}
                  value={value}
                  placeholder={builtIn}
                  readOnly={readOnly}
                  onChange={(e) => onChange(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described.length ? described.join(' ') : undefined}
                />
              ) : (
                <input
                  id={id}
                  type="text"
                  value={value}
                  placeholder={builtIn}
                  readOnly={readOnly}
                  onChange={(e) => onChange(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described.length ? described.join(' ') : undefined}
                />
              )}
              {builtIn !== undefined && (
                <p id={`${id}-built-in`} className="muted">
                  In use: the built-in translation, “{builtIn}”. {readOnly ? '' : 'Type your own to use it instead.'}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}
