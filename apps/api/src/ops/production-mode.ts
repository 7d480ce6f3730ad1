import type { Config } from '../config/env.ts';

/**
 * `npm start` passes this flag: the two-command demo (embedded database, demo owner, TEST MODE
 * billing, outbox mail) on purpose. Without it a production server refuses the demo's defaults.
 * A command-line flag rather than a variable, so an environment copied from a demo host cannot
 * switch a production server into it.
 */
export const DEMO_FLAG = '--demo';

export const isDemoStart = (argv: readonly string[] = process.argv) => argv.includes(DEMO_FLAG);

/**
 * What a production server must not run with, one line per variable: each is fine in the demo and
 * a hole in front of real owners and customers. `source` is the raw environment, to tell a setting
 * that was chosen from one that was defaulted.
 */
export function unsafeProductionSettings(
  config: Config,
  source: Record<string, string | undefined> = process.env,
): string[] {
  const problems: string[] = [];
  const given = (name: string) => (source[name] ?? '') !== '';
  if (config.billingProvider === 'local' && !given('BILLING_PROVIDER'))
    problems.push(
      'BILLING_PROVIDER: without STRIPE_SECRET_KEY billing falls back to the built-in TEST MODE provider, which gives any owner a paid plan free. Set STRIPE_SECRET_KEY (and BILLING_PROVIDER=stripe), or BILLING_PROVIDER=local to run test-mode billing on purpose.',
    );
  if (config.SEED_DEMO)
    problems.push(
      `SEED_DEMO: the demo owner (${config.DEMO_EMAIL}) has a published password. Set SEED_DEMO=false, or run the demo with npm start.`,
    );
  if (!config.AUTH_SECRET)
    problems.push(
      'AUTH_SECRET: not set, so sessions would be signed with a secret generated into DATA_DIR, which other instances and a rebuilt host do not share. Set it to 32+ random characters (e.g. openssl rand -base64 48).',
    );
  if (!given('PUBLIC_URL'))
    problems.push(
      `PUBLIC_URL: not set (it would be ${config.publicUrl}). Set it to the https:// address users reach; emails, cookies and the origin check use it.`,
    );
  else if (!config.publicUrl.startsWith('https://') && !config.ALLOW_HTTP_PUBLIC_URL)
    problems.push(
      `PUBLIC_URL: ${config.publicUrl} is not https, so session cookies would travel unencrypted. Use an https:// address, or set ALLOW_HTTP_PUBLIC_URL=true when TLS ends in front of a private network on purpose.`,
    );
  return problems;
}

/** The message a refused production start prints, naming every variable at once. */
export function refusalMessage(problems: readonly string[]): string {
  return [
    'ScanOrder refuses to start in production mode with unsafe settings:',
    ...problems.map((problem) => `  - ${problem}`),
    'To try ScanOrder on this machine instead, run the demo: npm start',
  ].join('\n');
}
