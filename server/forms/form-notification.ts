/**
 * The form builder's storage setting "Email each submission to": after a submission is stored,
 * each address the form names gets its answers as text, titled as the form titles them (the
 * same text the owner's submissions list shows, form-submissions.ts).
 */
import { isEmail } from '../../domain';
import { answeredFields } from './form-fields';
import { answers } from './form-submissions';
import type { FormValues, SiteLanguage } from '../../domain';
import type { Mailer } from '../mail';
import type { Json, Site } from '../sites/types';

/** The addresses a form's submissions are mailed to: the valid ones it names, each once. */
export function notifiedAddresses(form: Json): string[] {
  const given = Array.isArray(form.emailTo) ? form.emailTo : [];
  return [
    ...new Set(given.filter((a): a is string => typeof a === 'string' && isEmail(a.trim())).map((a) => a.trim())),
  ];
}

/** The mail of one submission. */
export function submissionMail(site: Site, form: Json, values: FormValues): { subject: string; text: string } {
  const name = String(form.name ?? form.id);
  const lines = answers(site, answeredFields(form), values).map((a) => `${a.title}: ${a.text || '(no answer)'}`);
  return { subject: `New submission: ${name}`, text: `${name}\n\n${lines.join('\n')}\n` };
}

/** The onSaved hook that mails each submission to the form's addresses (none: nothing sent). */
export function submissionNotifications(mailer: () => Mailer | undefined) {
  // The owner's mail: in the site's own language, whatever page the form was sent from.
  return async (
    site: Site,
    form: Json,
    values: FormValues,
    _origin?: string,
    _language?: SiteLanguage,
  ): Promise<void> => {
    const to = notifiedAddresses(form);
    const m = to.length > 0 ? mailer() : undefined;
    if (!m) return;
    const mail = submissionMail(site, form, values);
    for (const address of to) await m.send(site.id, { to: address, ...mail });
  };
}
