import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { ROOT, settings } from './config.ts';

const children = new Set<ChildProcess>();
const taken = new Set<number>();

/** Stops every process the bench started (by its pid), e.g. on Ctrl-C or a failure. */
export function killAllChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)));
  });
}

/** A port in BENCH_PORT_BASE..+BENCH_PORT_COUNT-1 that nothing listens on and the bench has not handed out. */
export async function freePort(): Promise<number> {
  const end = settings.portBase + settings.portCount;
  for (let port = settings.portBase; port < end; port++) {
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${settings.portBase}-${end - 1}`);
}

export function releasePort(port: number) {
  taken.delete(port);
}

export interface Spawned {
  child: ChildProcess;
  pid: number;
  /** The last lines it wrote, for error messages. */
  output: () => string;
  stop(): Promise<void>;
}

/** Starts a child process that the bench owns, keeping its recent output. */
export function spawnOwned(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; name: string },
): Spawned {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(chunk.toString());
    if (tail.length > 50) tail.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    pid: child.pid!,
    output: () => tail.join(''),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(child);
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The fields of /proc/<pid>/stat after the command name (which may contain spaces). */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : null;
}

/**
 * CPU seconds a process and its children have used so far: its own, its running children's, and
 * those of the children it has reaped (PostgreSQL's postmaster and its backends).
 */
export function treeCpuSeconds(pid: number): number | null {
  const fields = statFields(pid);
  if (!fields) return null;
  // utime, stime, cutime, cstime: the reaped children are counted in the last two.
  let ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statFields(Number(entry));
    if (child && Number(child[1]) === pid) ticks += Number(child[11]) + Number(child[12]);
  }
  return ticks / 100;
}

export async function waitFor(
  check: () => Promise<boolean>,
  options: { timeoutMs: number; what: string; alive?: () => boolean; output?: () => string },
) {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.alive && !options.alive())
      throw new Error(`${options.what}: the process exited\n${options.output?.() ?? ''}`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${options.what}: not ready after ${options.timeoutMs} ms\n${options.output?.() ?? ''}`,
  );
}
