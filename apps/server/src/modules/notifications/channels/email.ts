import nodemailer from 'nodemailer';
import type { AppConfig } from '../../../config/env.ts';
import { inSpan } from '../../../lib/tracing.ts';
import { DeliveryError } from './delivery-error.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per delivery: a retry after a lost answer carries the same id, which mail systems fold into one. */
  messageId?: string;
  headers?: Record<string, string>;
}

/** The one way mail leaves the service (notices and password reset): send resolves once the server accepted it. */
export interface EmailChannel {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; null without `SMTP_URL`, and callers then say so rather than pretend to send. */
export function createEmailChannel(mail: AppConfig['mail']): EmailChannel | null {
  if (!mail.smtpUrl) return null;
  // A stuck server must not hold a delivery's lease for long: the worker retries later instead.
  const url = new URL(mail.smtpUrl);
  url.searchParams.set('connectionTimeout', '10000');
  url.searchParams.set('greetingTimeout', '10000');
  url.searchParams.set('socketTimeout', '20000');
  const transport = nodemailer.createTransport(url.toString());
  // The mail server, never the message: addresses and text stay out of traces.
  const server = { 'server.address': url.hostname, 'server.port': Number(url.port) || 25 };
  return {
    async send(message) {
      try {
        await inSpan('SMTP send', server, () =>
          transport.sendMail({
            from: mail.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            messageId: message.messageId,
            headers: message.headers,
          }),
        );
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * nodemailer's error in safe words: its code (ECONNECTION, ETIMEDOUT, EAUTH, EENVELOPE…) and the SMTP reply
 * code, never the reply's text (servers quote the recipient there). A 5xx refusal of the recipient is final.
 */
function smtpFailure(error: unknown): DeliveryError {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const reply = typeof responseCode === 'number' ? responseCode : undefined;
  const label = `smtp ${typeof code === 'string' ? code : 'error'}${reply ? ` ${reply}` : ''}`;
  return new DeliveryError(label, { permanent: code === 'EENVELOPE' && reply !== undefined && reply >= 500 });
}
