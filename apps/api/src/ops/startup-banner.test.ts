import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { loggerOptions } from './logger.ts';
import { lanAddress, startupBanner } from './startup-banner.ts';

describe('the first lines a person starting the server reads', () => {
  const demoConfig = loadConfig({ PORT: '3000' });

  it('says where to go, how to sign in, and how to reach the demo from a phone', () => {
    expect(
      startupBanner({
        config: demoConfig,
        demo: true,
        databaseDriver: 'pglite',
        demoOwner: { email: 'demo@scanorder.app', password: 'Demo@1234' },
        publicUrlGiven: false,
        lan: '192.168.1.20',
      }),
    ).toEqual([
      'ScanOrder demo is ready: open http://localhost:3000 in a browser',
      'Sign in at http://localhost:3000/signin as demo@scanorder.app with password Demo@1234',
      'From a phone on the same network: restart with PUBLIC_URL=http://192.168.1.20:3000 npm start and open http://192.168.1.20:3000',
    ]);
  });

  it('gives no phone hint once PUBLIC_URL is set, or when only loopback is listened on', () => {
    const given = startupBanner({
      config: loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }),
      demo: true,
      databaseDriver: 'pglite',
      publicUrlGiven: true,
      lan: '192.168.1.20',
    });
    expect(given).toEqual(['ScanOrder demo is ready: open http://192.168.1.20:3000 in a browser']);
    const loopback = startupBanner({
      config: loadConfig({ HOST: '127.0.0.1' }),
      demo: true,
      databaseDriver: 'pglite',
      publicUrlGiven: false,
      lan: '192.168.1.20',
    });
    expect(loopback.some((line) => line.includes('phone'))).toBe(false);
  });

  it('names the address and database in production, with no demo sign-in', () => {
    const lines = startupBanner({
      config: loadConfig({ PUBLIC_URL: 'https://orders.example.com' }),
      demo: false,
      databaseDriver: 'postgres',
      publicUrlGiven: true,
      lan: '10.0.0.4',
    });
    expect(lines).toEqual([
      'ScanOrder is serving on https://orders.example.com (database: postgres)',
    ]);
  });

  it('finds the first non-loopback IPv4 address', () => {
    const address = (family: 'IPv4' | 'IPv6', value: string, internal: boolean) => ({
      address: value,
      family,
      internal,
      netmask: '',
      mac: '',
      cidr: null,
      ...(family === 'IPv6' ? { scopeid: 0 } : {}),
    });
    expect(
      lanAddress({
        lo: [address('IPv4', '127.0.0.1', true)],
        eth0: [address('IPv6', 'fe80::1', false), address('IPv4', '192.168.1.20', false)],
      } as never),
    ).toBe('192.168.1.20');
    expect(lanAddress({ lo: [address('IPv4', '127.0.0.1', true)] } as never)).toBeUndefined();
  });
});

describe('log format', () => {
  it('is readable lines on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    const config = loadConfig({});
    expect(loggerOptions(config, true)).toHaveProperty('stream');
    expect(loggerOptions(config, false)).toEqual({ level: 'info' });
    expect(loggerOptions(loadConfig({ LOG_FORMAT: 'json' }), true)).toEqual({ level: 'info' });
    expect(loggerOptions(loadConfig({ LOG_FORMAT: 'pretty' }), false)).toHaveProperty('stream');
  });
});
