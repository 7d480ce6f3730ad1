import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { isDemoStart, unsafeProductionSettings } from '../../src/ops/production-mode.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs the real server entry (what `npm run serve` runs, from source) until it exits. */
function runServer(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', ...args], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A server that does not refuse would serve forever: stop it, and the test fails on its output.
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('production mode refuses the demo defaults', () => {
  let dataDir: string;
  let safe: Record<string, string>;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-production-'));
    safe = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      PUBLIC_URL: 'https://orders.example.com',
      AUTH_SECRET: 'production-secret-production-secret-0123456789',
      BILLING_PROVIDER: 'local',
      SEED_DEMO: 'false',
    };
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const without = (name: string) =>
    Object.fromEntries(Object.entries(safe).filter(([key]) => key !== name));

  it.each([
    ['BILLING_PROVIDER', 'left to default to TEST MODE billing', () => without('BILLING_PROVIDER')],
    ['SEED_DEMO', 'seeding the demo owner', () => ({ ...safe, SEED_DEMO: 'true' })],
    ['AUTH_SECRET', 'without a signing secret', () => without('AUTH_SECRET')],
    ['PUBLIC_URL', 'without a public address', () => without('PUBLIC_URL')],
    [
      'PUBLIC_URL',
      'with a plain-http public address',
      () => ({ ...safe, PUBLIC_URL: 'http://orders.example.com' }),
    ],
  ])('names %s when started %s', async (variable, _case, env) => {
    const { code, output } = await runServer(env());
    expect(code, output).toBe(1);
    expect(output).toContain('refuses to start in production mode');
    expect(output).toMatch(new RegExp(`- ${variable}: `));
    // Only the unsafe one is named.
    expect(output.match(/^ {2}- [A-Z_]+: /gm)).toHaveLength(1);
    expect(output).not.toContain('serving on');
  });

  it('names every unsafe variable at once', async () => {
    const { code, output } = await runServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
    });
    expect(code, output).toBe(1);
    for (const variable of ['BILLING_PROVIDER', 'SEED_DEMO', 'AUTH_SECRET', 'PUBLIC_URL'])
      expect(output).toContain(`- ${variable}: `);
    expect(output).toContain('npm start');
  });
});

describe('what production mode accepts', () => {
  const base = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://orders.example.com',
    AUTH_SECRET: 'production-secret-production-secret-0123456789',
    BILLING_PROVIDER: 'local',
  };
  const check = (env: Record<string, string>) => unsafeProductionSettings(loadConfig(env), env);

  it('accepts test-mode billing chosen explicitly, and Stripe by its key alone', () => {
    expect(check(base)).toEqual([]);
    const { BILLING_PROVIDER: _local, ...withoutProvider } = base;
    expect(check({ ...withoutProvider, STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([]);
  });

  it('accepts an http public address only when ALLOW_HTTP_PUBLIC_URL says so', () => {
    const http = { ...base, PUBLIC_URL: 'http://10.0.0.5:3000' };
    expect(check(http)).toHaveLength(1);
    expect(check({ ...http, ALLOW_HTTP_PUBLIC_URL: 'true' })).toEqual([]);
  });

  it('leaves the demo to npm start, which passes --demo', () => {
    expect(isDemoStart(['node', 'server.js', '--demo'])).toBe(true);
    expect(isDemoStart(['node', 'server.js'])).toBe(false);
  });
});
