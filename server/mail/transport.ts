/**
 * Where mail goes out: SMTP through nodemailer when SMTP_URL is set (for example
 * `smtp://user:pass@mail.example.com:587`), otherwise nowhere: the outbox is the delivery.
 */
import nodemailer from 'nodemailer';

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
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(envelope) {
      await transporter.sendMail(envelope);
    },
  };
}
