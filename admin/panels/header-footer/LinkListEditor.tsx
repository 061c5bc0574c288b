/**
 * An ordered list of links (title and address) to edit: add, remove, move up and down. Each
 * row's fields name their position for screen readers; the server's field errors show under
 * the field they name (`header.navigation.2.url`).
 *
 * @module
 */
import { useId } from 'react';
import { HEADER_FOOTER_LIMITS, isAllowedLinkUrl, type HeaderFooterLink } from '../../../domain';
import { RowActions } from './RowActions';

export interface LinkListEditorProps {
  legend: string;
  /** What one row is called in labels: 'navigation link' → "Title of navigation link 2". */
  itemName: string;
  links: HeaderFooterLink[];
  max: number;
  /** The field path of the list, for the server's field errors. */
  field: string;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(links: HeaderFooterLink[]): void;
}

/** What the browser says before the server is asked: the same rule the server applies. */
export function linkProblem(url: string): string | undefined {
  if (url.trim() === '') return 'Give the link.';
  return isAllowedLinkUrl(url.trim())
    ? undefined
    : 'Use a page of the site (/about) or an http(s), mailto: or tel: link.';
}

export function LinkListEditor({
  legend,
  itemName,
  links,
  max,
  field,
  errors,
  disabled,
  onChange,
}: LinkListEditorProps) {
  const id = useId();
  const set = (i: number, change: Partial<HeaderFooterLink>) =>
    onChange(links.map((link, j) => (j === i ? { ...link, ...change } : link)));
  return (
    <fieldset className="link-list" disabled={disabled}>
      <legend>{legend}</legend>
      {links.length === 0 && <p className="muted">No links.</p>}
      <ol className="link-list__rows">
        {links.map((link, i) => {
          const titleError = errors[`${field}.${i}.title`];
          const urlError = errors[`${field}.${i}.url`] ?? (link.url && linkProblem(link.url));
          return (
            <li key={i} className="link-list__row">
              <div className="field">
                <label htmlFor={`${id}-${i}-title`}>
                  Title of {itemName} {i + 1}
                </label>
                <input
                  id={`${id}-${i}-title`}
                  value={link.title}
                  maxLength={HEADER_FOOTER_LIMITS.linkTitle}
                  onChange={(e) => set(i, { title: e.target.value })}
                  aria-invalid={titleError ? true : undefined}
                />
                {titleError && <p className="field__error">{titleError}</p>}
              </div>
              <div className="field">
                <label htmlFor={`${id}-${i}-url`}>
                  Address of {itemName} {i + 1}
                </label>
                <input
                  id={`${id}-${i}-url`}
                  value={link.url}
                  maxLength={HEADER_FOOTER_LIMITS.url}
                  placeholder="/shop"
                  onChange={(e) => set(i, { url: e.target.value })}
                  aria-invalid={urlError ? true : undefined}
                />
                {urlError && <p className="field__error">{urlError}</p>}
              </div>
              <RowActions list={links} index={i} name={itemName} onChange={onChange} />
            </li>
          );
        })}
      </ol>
      {errors[field] && <p className="field__error">{errors[field]}</p>}
      <button
        type="button"
        className="button"
        onClick={() => onChange([...links, { title: '', url: '' }])}
        disabled={links.length >= max}
      >
        Add a {itemName}
      </button>
    </fieldset>
  );
}
