import { createTransport } from 'nodemailer';
import type { SmtpSettings } from '../commerce-settings.ts';
import type { OutboxTransport } from './outbox-sender.ts';

/**
 * Mails the email channel of the outbox through a mail server. The timeouts keep a mail server
 * that stops answering from holding the sender: the message is then tried again later.
 */
export function smtpTransport({ url, from }: SmtpSettings): OutboxTransport {
  const mailer = createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    channels: ['email'],
    async deliver({ id, recipient, subject, body }) {
      await mailer.sendMail({
        from,
        to: recipient,
        subject,
        text: body,
        // One id per outbox message: a mail delivered twice (a crash after sending) can be recognised.
        messageId: `<${id}@outbox.probuild>`,
      });
    },
    close: () => mailer.close(),
  };
}
