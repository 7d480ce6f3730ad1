import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPostgresDatabase } from '../harness.ts';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin directory (Debian layout, as .ci/run finds it). */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb')))
    return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

/**
 * A PostgreSQL cluster of its own for a test that stops and starts the server. initdb refuses to
 * run as root, so under root (CI containers) the cluster belongs to the `postgres` user, exactly
 * as in .ci/run.
 */
export class PrivatePostgres {
  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private static asOwner(command: string, args: string[]) {
    if (process.getuid?.() === 0) return run('runuser', ['-u', 'postgres', '--', command, ...args]);
    return run(command, args);
  }

  static async create(bin: string, port: number): Promise<PrivatePostgres> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-private-pg-'));
    if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', dir]);
    const cluster = new PrivatePostgres(bin, dir, port);
    await PrivatePostgres.asOwner(path.join(bin, 'initdb'), [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    await cluster.start();
    return cluster;
  }

  async start(): Promise<void> {
    await PrivatePostgres.asOwner(path.join(this.bin, 'pg_ctl'), [
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-t',
      '300',
      '-o',
      `-c listen_addresses=127.0.0.1 -c port=${this.port} -c unix_socket_directories=${this.dir} -c fsync=off`,
      'start',
    ]);
  }

  /** `immediate` cuts every connection mid-transaction, like a crash of the database server. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await PrivatePostgres.asOwner(path.join(this.bin, 'pg_ctl'), [
      '-D',
      path.join(this.dir, 'data'),
      '-m',
      mode,
      '-w',
      '-t',
      '300',
      'stop',
    ]);
  }

  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  log(): string {
    try {
      return fs.readFileSync(path.join(this.dir, 'server.log'), 'utf8').slice(-5_000);
    } catch {
      return '';
    }
  }
}

/**
 * A fresh database for API processes of their own: on DATABASE_URL's server, else on a private
 * cluster made for it (the caller registers only where `findPostgresBin` finds one). `drop`
 * removes the database and the private cluster with it.
 */
export async function createProcessDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return createPostgresDatabase(process.env.DATABASE_URL);
  const cluster = await PrivatePostgres.create(findPostgresBin()!, await freePort());
  const database = await createPostgresDatabase(cluster.url).catch(async (error: unknown) => {
    await cluster.destroy();
    throw error;
  });
  return {
    url: database.url,
    async drop() {
      await database.drop();
      await cluster.destroy();
    },
  };
}
