import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';

/** The first non-loopback IPv4 address of this machine: what a phone on the same network opens. */
export function lanAddress(
  interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces(),
): string | undefined {
  for (const entries of Object.values(interfaces))
    for (const entry of entries ?? [])
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  return undefined;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export interface StartupBannerInput {
  config: Config;
  demo: boolean;
  databaseDriver: 'pglite' | 'postgres';
  /** The demo owner's sign-in, when the demo seed ran. */
  demoOwner?: { email: string; password: string };
  /** Whether PUBLIC_URL was set by the operator (else it is the localhost default). */
  publicUrlGiven: boolean;
  lan?: string;
}

/**
 * What a person starting the server needs first: where to go, how to sign in and, in the demo,
 * how to reach it from a phone (scanning a QR code needs the machine's LAN address, and the
 * origin check needs PUBLIC_URL to name it).
 */
export function startupBanner(input: StartupBannerInput): string[] {
  const { config } = input;
  const lines = [
    input.demo
      ? `ScanOrder demo is ready: open ${config.publicUrl} in a browser`
      : `ScanOrder is serving on ${config.publicUrl} (database: ${input.databaseDriver})`,
  ];
  if (input.demoOwner)
    lines.push(
      `Sign in at ${config.publicUrl}/signin as ${input.demoOwner.email} with password ${input.demoOwner.password}`,
    );
  const lan = input.lan;
  if (input.demo && !input.publicUrlGiven && lan && !LOOPBACK_HOSTS.has(config.HOST)) {
    const phoneUrl = `http://${lan}:${config.PORT}`;
    lines.push(
      `From a phone on the same network: restart with PUBLIC_URL=${phoneUrl} npm start and open ${phoneUrl}`,
    );
  }
  return lines;
}

export function logStartupBanner(logger: FastifyBaseLogger, input: StartupBannerInput) {
  for (const line of startupBanner(input)) logger.info(line);
}
