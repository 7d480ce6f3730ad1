import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys, subjectFromMailFrom } from './vapid-keys.ts';

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  });

  it('makes a pair on first start and keeps it across restarts', async () => {
    const dataDir = await tempDir();
    const first = resolveVapidKeys({ mailFrom: 'ScanOrder <hello@example.com>', dataDir });
    const again = resolveVapidKeys({ mailFrom: 'ScanOrder <hello@example.com>', dataDir });
    expect(again).toEqual(first);
    expect(first.subject).toBe('mailto:hello@example.com');
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect((await fs.stat(path.join(dataDir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
  });

  it('uses keys and subject from configuration when given', async () => {
    const dataDir = await tempDir();
    const keys = resolveVapidKeys({
      publicKey: 'B'.repeat(87),
      privateKey: 'p'.repeat(43),
      subject: 'https://scanorder.example.com',
      mailFrom: 'x',
      dataDir,
    });
    expect(keys).toEqual({
      publicKey: 'B'.repeat(87),
      privateKey: 'p'.repeat(43),
      subject: 'https://scanorder.example.com',
    });
    await expect(fs.stat(path.join(dataDir, 'vapid-keys.json'))).rejects.toThrow();
  });

  it('reads the contact address out of MAIL_FROM', () => {
    expect(subjectFromMailFrom('no-reply@scanorder.app')).toBe('mailto:no-reply@scanorder.app');
    expect(subjectFromMailFrom('ScanOrder')).toBe('mailto:no-reply@scanorder.app');
  });
});
