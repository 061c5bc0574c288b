/**
 * The form's settings after its fields, in the spec's fieldsets and order (spec §3 "Form model
 * fieldsets": storage 2, advanced 3, captcha 4, disclaimer 5; build 1 is the field list). The
 * success redirect is checked here as the server checks it (domain `isAllowedRedirect`).
 *
 * @module
 */
import { useId } from 'react';
import { FORM_DOCUMENT_MESSAGES, isAllowedRedirect, type FormDocument } from '../../../domain';

export interface FormSettingsProps {
  form: FormDocument;
  onChange(change: Partial<FormDocument>): void;
  /** Problems by field name, as the server named them (`successRedirect`, `emailTo.0`). */
  errors: Record<string, string>;
  disabled?: boolean;
}

export function FormSettings({ form, onChange, errors, disabled }: FormSettingsProps) {
  const id = useId();
  const redirect = form.successRedirect ?? '';
  const redirectError =
    errors.successRedirect ?? (isAllowedRedirect(redirect.trim()) ? undefined : FORM_DOCUMENT_MESSAGES.redirect);
  const emailError = Object.entries(errors).find(([name]) => name.startsWith('emailTo'))?.[1];
  const error = (name: string, message: string | undefined) =>
    message && (
      <p className="field__error" id={`${id}-${name}-error`}>
        {message}
      </p>
    );

  return (
    <>
      <fieldset className="form-settings" disabled={disabled}>
        <legend>Storage</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={form.storeSubmissions !== false}
            onChange={(e) => onChange({ storeSubmissions: e.target.checked })}
          />{' '}
          Keep submissions in the database (Form submissions)
        </label>
        <div className="field">
          <label htmlFor={`${id}-emails`}>Email each submission to (addresses, one a line)</label>
          <textarea
            id={`${id}-emails`}
            rows={2}
            value={(form.emailTo ?? []).join('\n')}
            aria-describedby={emailError ? `${id}-emails-error` : undefined}
            onChange={(e) => onChange({ emailTo: e.target.value.split('\n') })}
          />
          {error('emails', emailError)}
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={form.newsletter === true}
            onChange={(e) => onChange({ newsletter: e.target.checked })}
          />{' '}
          Add the email address given to the mailing list
        </label>
      </fieldset>

      <fieldset className="form-settings" disabled={disabled}>
        <legend>Advanced</legend>
        <div className="field">
          <label htmlFor={`${id}-message`}>Submission message</label>
          <textarea
            id={`${id}-message`}
            rows={2}
            value={form.submissionMessage ?? ''}
            onChange={(e) => onChange({ submissionMessage: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-html`}>Submission HTML (scripts and styles are removed on save)</label>
          <textarea
            id={`${id}-html`}
            rows={3}
            value={form.submissionHTML ?? ''}
            onChange={(e) => onChange({ submissionHTML: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-redirect`}>Success redirect (a page of this site, or an https:// address)</label>
          <input
            id={`${id}-redirect`}
            value={redirect}
            placeholder="/thank-you"
            aria-invalid={Boolean(redirectError)}
            aria-describedby={redirectError ? `${id}-redirect-error` : undefined}
            onChange={(e) => onChange({ successRedirect: e.target.value })}
          />
          {error('redirect', redirectError)}
        </div>
      </fieldset>

      <fieldset className="form-settings" disabled={disabled}>
        <legend>Captcha</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={form.captchaSettings?.enabled !== false}
            onChange={(e) => onChange({ captchaSettings: { enabled: e.target.checked } })}
          />{' '}
          Ask visitors to prove they are human (when the site has a captcha)
        </label>
      </fieldset>

      <fieldset className="form-settings" disabled={disabled}>
        <legend>Disclaimer</legend>
        <div className="field">
          <label htmlFor={`${id}-disclaimer`}>Disclaimer message</label>
          <textarea
            id={`${id}-disclaimer`}
            rows={2}
            value={form.disclaimerMessage ?? ''}
            onChange={(e) => onChange({ disclaimerMessage: e.target.value })}
          />
        </div>
      </fieldset>
    </>
  );
}
