import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { resetPasswordMail, verificationMail } from './templates.ts';

const FROM = 'ScanOrder <no-reply@scanorder.app>';
const VERIFY_URL =
  'http://localhost:3000/api/auth/verify-email?token=abc.def-ghi_jkl&callbackURL=%2Fsignin';

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  return (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) =>
    entry.value.map((value) => value.address ?? ''),
  );
}

/** A logger that remembers what was logged at info level. */
function recordingLogger() {
  const infos: unknown[][] = [];
  const logger: Pick<FastifyBaseLogger, 'info'> = {
    info: (...args: unknown[]) => void infos.push(args),
  };
  return { logger, infos };
}

describe('mailer without SMTP: the outbox', () => {
  let outboxDir: string;
  beforeEach(async () => {
    outboxDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-mail-')), 'outbox');
  });
  afterEach(async () => {
    await fs.rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it('writes a real .eml a mail client can read, and logs its link', async () => {
    const { logger, infos } = recordingLogger();
    const mailer = createMailer({ from: FROM, outboxDir, logger, printLinks: true });
    await mailer.send(verificationMail('asha@example.com', 'Asha', VERIFY_URL, 'en'));

    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await fs.readFile(path.join(outboxDir, files[0]!)));
    expect(mail.subject).toBe('Verify your ScanOrder email');
    expect(addressesOf(mail.to)).toEqual(['asha@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'ScanOrder', address: 'no-reply@scanorder.app' }]);
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain(VERIFY_URL);
    expect(mail.html).toContain(`href="${VERIFY_URL.replace(/&/g, '&#38;')}"`);
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.messageId).toBeTruthy();

    expect(infos).toHaveLength(1);
    const [fields, message] = infos[0] as [Record<string, unknown>, string];
    expect(fields).toMatchObject({
      subject: 'Verify your ScanOrder email',
      links: [VERIFY_URL],
      file: path.join(outboxDir, files[0]!),
    });
    expect(message).toContain(VERIFY_URL);
  });

  it('never prints links or the address in the log unless asked (production)', async () => {
    const { logger, infos } = recordingLogger();
    const mailer = createMailer({ from: FROM, outboxDir, logger });
    await mailer.send(verificationMail('asha@example.com', 'Asha', VERIFY_URL, 'en'));
    const logged = JSON.stringify(infos);
    expect(logged).not.toContain(VERIFY_URL);
    expect(logged).not.toContain('asha@example.com');
    expect(await fs.readdir(outboxDir)).toHaveLength(1);
  });

  it('keeps every message in its own file, in sending order', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({ from: FROM, outboxDir, logger });
    const recipients = Array.from({ length: 12 }, (_, index) => `user${index}@example.com`);
    for (const [index, to] of recipients.entries()) {
      await mailer.send(
        index % 2
          ? resetPasswordMail(to, 'Two', 'http://localhost:3000/b', 'en')
          : verificationMail(to, 'One', 'http://localhost:3000/a', 'en'),
      );
    }
    const files = (await fs.readdir(outboxDir)).sort();
    expect(files).toHaveLength(recipients.length);
    const sentTo = await Promise.all(
      files.map(
        async (file) =>
          addressesOf((await simpleParser(await fs.readFile(path.join(outboxDir, file)))).to)[0],
      ),
    );
    expect(sentTo).toEqual(recipients);
  });
});

describe('mailer with SMTP_URL: a real SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  const received: { envelopeTo: string[]; raw: Buffer }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message, which reads back with subject, recipient and link', async () => {
    const outboxDir = path.join(os.tmpdir(), `scanorder-unused-outbox-${process.pid}`);
    const { logger } = recordingLogger();
    const mailer = createMailer({
      from: FROM,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir,
      logger,
    });
    const resetUrl =
      'http://localhost:3000/api/auth/reset-password/TOKEN123?callbackURL=%2Freset%2Fnew-password';
    await mailer.send(resetPasswordMail('ravi@example.com', 'Ravi', resetUrl, 'en'));

    expect(received).toHaveLength(1);
    expect(received[0]!.envelopeTo).toEqual(['ravi@example.com']);
    const mail = await simpleParser(received[0]!.raw);
    expect(mail.subject).toBe('Reset your ScanOrder password');
    expect(addressesOf(mail.to)).toEqual(['ravi@example.com']);
    expect(addressesOf(mail.from)).toEqual(['no-reply@scanorder.app']);
    expect(mail.text).toContain('Hello Ravi,');
    expect(mail.text).toContain(resetUrl);
    // SMTP mail never touches the outbox.
    await expect(fs.access(outboxDir)).rejects.toThrow();
  });

  it('reports a delivery failure to the caller', async () => {
    const { logger } = recordingLogger();
    const closed = createMailer({
      from: FROM,
      smtpUrl: 'smtp://127.0.0.1:1',
      outboxDir: os.tmpdir(),
      logger,
    });
    await expect(
      closed.send(verificationMail('x@example.com', 'X', 'http://localhost:3000/x', 'en')),
    ).rejects.toThrow();
  });
});

describe('mail templates', () => {
  it('escapes the recipient name in the HTML', () => {
    const mail = verificationMail(
      'x@example.com',
      '<img src=x onerror=alert(1)>',
      'http://localhost:3000/v?a=1&b=2',
      'en',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('href="http://localhost:3000/v?a=1&#38;b=2"');
    expect(mail.links).toEqual(['http://localhost:3000/v?a=1&b=2']);
  });

  it('tells the reset link is valid for one hour', () => {
    const mail = resetPasswordMail('x@example.com', 'X', 'http://localhost:3000/r', 'en');
    expect(mail.subject).toBe('Reset your ScanOrder password');
    expect(mail.text).toContain('valid for one hour');
    expect(mail.text).toContain('Reset password: http://localhost:3000/r');
  });
});
