import nodemailer from 'nodemailer';
import type { StoredAttachment, StoredCalendarEvent } from '../db/schema';

interface TransportMessage {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: StoredAttachment[];
  calendarEvent: StoredCalendarEvent | null;
}

/** The address of a sender written 'Name <address>' or bare. */
export function senderAddress(from: string): string {
  const open = from.lastIndexOf('<');
  return (open >= 0 ? from.slice(open + 1).replace('>', '') : from).trim();
}

/** The sender's domain: Message-IDs and calendar UIDs are made unique under it. */
export function senderDomain(from: string): string {
  const address = senderAddress(from);
  const at = address.lastIndexOf('@');
  return at > 0 && at < address.length - 1 ? address.slice(at + 1) : 'meche.invalid';
}

/** The SMTP server messages are handed to, and the sender they go out as. */
export interface MailTransport {
  readonly from: string;
  send(message: TransportMessage): Promise<void>;
}

/**
 * nodemailer over SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`). Timeouts well under the queue's claim
 * expiry, so that a stuck server fails the attempt (retried later) rather than holding the message.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    from,
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: message.messageId,
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
        ...(message.calendarEvent ? { icalEvent: { method: message.calendarEvent.method, filename: 'invitation.ics', content: message.calendarEvent.content } } : {}),
      });
    },
  };
}
