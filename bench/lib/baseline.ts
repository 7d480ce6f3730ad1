import path from 'node:path';
import { ROOT } from './config.ts';
import { cpuSeconds, freePort, releasePort, rssMb, spawnOwned, waitFor } from './processes.ts';

export interface BaselineServer {
  url: string;
  /** The hello-world route. */
  helloUrl: string;
  /** The smallest server-rendered page. */
  pageUrl: string;
  /** `size` prepared bytes, sent as a compressed JSON answer of that size (`encoding`) travels. */
  bytesUrl(size: number, encoding: string | null): string;
  rssMb(): number | null;
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

/** Starts bench/hello-world.ts in its own process, as the API runs in its own. */
export async function startBaseline(): Promise<BaselineServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawned = spawnOwned(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/hello-world.ts')],
    { env: { PORT: String(port), NODE_ENV: 'production' }, name: 'hello-world' },
  );
  await waitFor(async () => (await fetch(url)).ok, {
    timeoutMs: 30_000,
    what: 'hello-world server',
    alive: () => spawned.child.exitCode === null,
    output: spawned.output,
  });
  return {
    url,
    helloUrl: `${url}/`,
    pageUrl: `${url}/page`,
    bytesUrl: (size, encoding) =>
      `${url}/bytes?size=${size}${encoding ? `&encoding=${encodeURIComponent(encoding)}` : ''}`,
    rssMb: () => rssMb(spawned.pid),
    cpuSeconds: () => cpuSeconds(spawned.pid),
    async stop() {
      await spawned.stop();
      releasePort(port);
    },
  };
}
