/**
 * Where mail goes out: SMTP through nodemailer when SMTP_URL is set (for example
 * `smtp://user:pass@mail.example.com:587`), otherwise nowhere: the outbox is the delivery.
 */
import type { Transporter } from 'nodemailer';

export interface Envelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface Transport {
  deliver(envelope: Envelope): Promise<void>;
}

export function smtpTransport(url: string): Transport {
  // nodemailer is loaded with the first mail: without SMTP_URL it never is, and loading it costs the start ~0.1 s.
  let transporter: Promise<Transporter> | undefined;
  return {
    async deliver(envelope) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (await transporter).sendMail(envelope);
    },
  };
}
