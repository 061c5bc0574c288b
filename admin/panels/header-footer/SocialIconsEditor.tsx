/**
 * The footer's social icons: a service and its profile link per row; add, remove, reorder.
 *
 * @module
 */
import { useId } from 'react';
import { HEADER_FOOTER_LIMITS, SOCIAL_SERVICES, SOCIAL_SERVICE_LABELS, type SocialIcon } from '../../../domain';
import { linkProblem } from './LinkListEditor';
import { RowActions } from './RowActions';

export interface SocialIconsEditorProps {
  icons: SocialIcon[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange(icons: SocialIcon[]): void;
}

const FIELD = 'footer.socialIcons';

export function SocialIconsEditor({ icons, errors, disabled, onChange }: SocialIconsEditorProps) {
  const id = useId();
  const set = (i: number, change: Partial<SocialIcon>) =>
    onChange(icons.map((icon, j) => (j === i ? { ...icon, ...change } : icon)));
  return (
    <fieldset className="link-list" disabled={disabled}>
      <legend>Social icons</legend>
      {icons.length === 0 && <p className="muted">No social icons.</p>}
      <ol className="link-list__rows">
        {icons.map((icon, i) => {
          const urlError = errors[`${FIELD}.${i}.url`] ?? (icon.url && linkProblem(icon.url));
          return (
            <li key={i} className="link-list__row">
              <div className="field">
                <label htmlFor={`${id}-${i}-service`}>Service of icon {i + 1}</label>
                <select
                  id={`${id}-${i}-service`}
                  value={icon.service}
                  onChange={(e) => set(i, { service: e.target.value })}
                >
                  {SOCIAL_SERVICES.map((service) => (
                    <option key={service} value={service}>
                      {SOCIAL_SERVICE_LABELS[service]}
                    </option>
                  ))}
                </select>
                {errors[`${FIELD}.${i}.service`] && <p className="field__error">{errors[`${FIELD}.${i}.service`]}</p>}
              </div>
              <div className="field">
                <label htmlFor={`${id}-${i}-url`}>Profile link of icon {i + 1}</label>
                <input
                  id={`${id}-${i}-url`}
                  value={icon.url}
                  maxLength={HEADER_FOOTER_LIMITS.url}
                  placeholder="https://"
                  onChange={(e) => set(i, { url: e.target.value })}
                  aria-invalid={urlError ? true : undefined}
                />
                {urlError && <p className="field__error">{urlError}</p>}
              </div>
              <RowActions list={icons} index={i} name={'icon'} onChange={onChange} />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button"
        onClick={() => onChange([...icons, { service: 'instagram', url: '' }])}
        disabled={icons.length >= HEADER_FOOTER_LIMITS.socialIcons}
      >
        Add an icon
      </button>
    </fieldset>
  );
}
