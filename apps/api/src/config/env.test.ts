import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { resolveAuthSecret } from './secret.ts';

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      MEMBER_EMAIL_DOMAIN: 'members.scanorder.app',
      PLATFORM_ADMIN_EMAILS: [],
      SEED_DEMO: false,
      SEED_DEMO_ORDERS: false,
      LOG_LEVEL: 'info',
      SESSION_TTL_SECONDS: 7 * 24 * 3600,
      SESSION_UPDATE_AGE_SECONDS: 24 * 3600,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      RATE_LIMIT_MAX_AUTH: 10,
      TRUST_PROXY: false,
      isProduction: false,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toContain('@');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads numbers, booleans, lists and urls', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: '/var/lib/scanorder',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/scanorder',
      PUBLIC_URL: 'https://scanorder.example/',
      PLATFORM_ADMIN_EMAILS: ' Admin@ScanOrder.app , ops@scanorder.app,',
      SEED_DEMO: '1',
      SEED_DEMO_ORDERS: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX_AUTH: '3',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      dataDir: '/var/lib/scanorder',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/scanorder',
      publicUrl: 'https://scanorder.example',
      PLATFORM_ADMIN_EMAILS: ['admin@scanorder.app', 'ops@scanorder.app'],
      SEED_DEMO: true,
      SEED_DEMO_ORDERS: true,
      TRUST_PROXY: true,
      RATE_LIMIT_MAX_AUTH: 3,
      isProduction: true,
    });
  });

  it('builds the public URL from PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://db.internal/scanorder'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['PUBLIC_URL', 'ftp://scanorder.example'],
    ['SMTP_URL', 'mail server'],
    ['SMTP_URL', 'http://mail.example'],
    ['AUTH_SECRET', 'too-short'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'yes'],
    ['TRUST_PROXY', 'maybe'],
    ['PLATFORM_ADMIN_EMAILS', 'admin@scanorder.app, not-an-email'],
    ['RATE_LIMIT_MAX_AUTH', '0'],
    ['SESSION_TTL_SECONDS', '10'],
  ])('stops on a bad %s (%s) with a message naming the variable', (name, value) => {
    const error = configErrorOf({ [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`${name}`);
    // Only the bad variable is named.
    const named = error.message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/[.:]/)[0]);
    expect(named).toEqual([name]);
  });

  it('says what a URL variable must look like', () => {
    expect(configErrorOf({ PUBLIC_URL: 'localhost:3000' }).message).toContain(
      'PUBLIC_URL: must be an http:// or https:// URL',
    );
    expect(configErrorOf({ DATABASE_URL: 'nope' }).message).toContain(
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
    expect(
      loadConfig({
        DATABASE_URL: 'postgresql://localhost/scanorder',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
      }).SMTP_URL,
    ).toBe('smtps://user:pass@mail.example:465');
  });

  it('names every bad variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', DATABASE_URL: 'nope' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('DATABASE_URL');
  });

  it('takes both VAPID keys or neither, and a mailto: or https: subject', () => {
    expect(configErrorOf({ VAPID_PUBLIC_KEY: 'B'.repeat(87) }).message).toContain(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
    expect(configErrorOf({ VAPID_SUBJECT: 'ops@example.com' }).message).toContain(
      'VAPID_SUBJECT: must start with mailto: or https://',
    );
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) }),
    ).toMatchObject({ VAPID_PUBLIC_KEY: 'B'.repeat(87), PUSH_ALLOW_INSECURE_ENDPOINTS: false });
  });

  it('needs a public URL for an S3 bucket', () => {
    expect(configErrorOf({ S3_BUCKET: 'menus' }).message).toContain('S3_PUBLIC_URL');
    expect(
      loadConfig({ S3_BUCKET: 'menus', S3_PUBLIC_URL: 'https://cdn.example/menus' }).S3_BUCKET,
    ).toBe('menus');
  });
});

describe('resolveAuthSecret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses the configured secret and writes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-secret-'));
    dirs.push(dir);
    expect(resolveAuthSecret('configured-secret-configured-secret-1234', dir)).toBe(
      'configured-secret-configured-secret-1234',
    );
    expect(fs.existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });

  it('generates a strong secret once, private to the owner, and keeps it across restarts', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-secret-')), 'data');
    dirs.push(path.dirname(dir));
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
    const other = path.join(path.dirname(dir), 'other');
    expect(resolveAuthSecret(undefined, other)).not.toBe(first);
  });
});
