import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the recipient must follow; printed in the log when mail goes to the outbox. */
  links: string[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string | undefined;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info'>;
  /**
   * Print verification and reset links in the log (outbox mode only): for a developer without a
   * mail server, never in production, where the log is read by more people than the mailbox.
   */
  printLinks?: boolean;
}

/**
 * With SMTP_URL mail goes through nodemailer's SMTP transport. Without it every message is
 * rendered by nodemailer as a real RFC 822 file in the outbox, and its links are logged, so a
 * developer (or a test) can follow a verification or reset link without a mail server.
 */
let outboxSequence = 0;

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await fs.mkdir(options.outboxDir, { recursive: true });
      // Time, then a sequence number: names sort in sending order even within one millisecond.
      const sequence = String((outboxSequence = (outboxSequence + 1) % 1_000_000)).padStart(6, '0');
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}-${randomUUID().slice(0, 8)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      if (options.printLinks)
        options.logger.info(
          { subject: mail.subject, file, links: mail.links },
          `Email to ${mail.to}: ${mail.subject} ${mail.links.join(' ')}`,
        );
      else options.logger.info({ subject: mail.subject, file }, 'email written to the outbox');
    },
  };
}
