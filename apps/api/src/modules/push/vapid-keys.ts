import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact: mailto: or https:. */
  subject: string;
}

const storedKeysSchema = z.object({
  publicKey: z.string().min(80),
  privateKey: z.string().min(40),
});
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** "ScanOrder <no-reply@scanorder.app>" -> "mailto:no-reply@scanorder.app". */
export function subjectFromMailFrom(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /\S+@\S+/.exec(mailFrom)?.[0];
  return `mailto:${address ?? 'no-reply@scanorder.app'}`;
}

function readStored(file: string): { publicKey: string; privateKey: string } | undefined {
  // Another process may be writing it this very moment: a few short tries.
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      return storedKeysSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
  }
  throw new Error(`${file} is not a VAPID key file; delete it to make new keys`);
}

/**
 * The Web Push key pair (docs/product/notifications.md): from configuration when given, otherwise
 * made on first start and kept in the data directory, so browsers' subscriptions (bound to the
 * public key) survive restarts. Two processes starting at once agree: the first to create the
 * file wins and the other reads it.
 */
export function resolveVapidKeys(options: {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject?: string | undefined;
  mailFrom: string;
  dataDir: string;
}): VapidKeys {
  const subject = options.subject ?? subjectFromMailFrom(options.mailFrom);
  if (options.publicKey && options.privateKey)
    return { publicKey: options.publicKey, privateKey: options.privateKey, subject };
  const file = path.join(options.dataDir, VAPID_KEYS_FILE);
  const stored = readStored(file);
  if (stored) return { ...stored, subject };
  fs.mkdirSync(options.dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...readStored(file)!, subject };
  }
  return { publicKey: made.publicKey, privateKey: made.privateKey, subject };
}
