// How the built API server is started: by `npm start` and by `npm run bench`, which measures it as
// `npm start` runs it. Plain Node, like the other scripts. Decision 012 has the measurements.

/**
 * The V8 old-space limit of the API server, in MiB. Without it V8 sizes the heap for this
 * machine's memory and, under load, lets garbage grow it to two or three times what is alive
 * before collecting; with it, V8 collects sooner and the server stays small.
 */
export const SERVER_HEAP_MB = 256;

/**
 * V8 options for a server whose database runs inside it (PGlite), the small host that runs
 * everything in one process:
 * - WebAssembly (PGlite's Postgres) stays on V8's baseline compiler (Liftoff). Its optimizing tier
 *   compiled the hottest of Postgres's functions in background threads and left about 100 MB with
 *   the C allocator for the life of the process; order placement on PGlite is as fast without it.
 * - A 4 MiB young generation (semi-space) instead of 16 keeps the heap 25-30 MB smaller.
 */
const EMBEDDED_V8_OPTIONS = [
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
  '--max-semi-space-size=4',
];

/**
 * V8 options for a server on PostgreSQL, where its own JavaScript is the bottleneck. A 32 MiB
 * young generation (semi-space) instead of 16: a placement allocates about 180 KB, so under load
 * the server allocates up to about 200 MB a second, and with 16 MiB it scavenges several times a
 * second, each time copying the objects of every request in flight. With 32 it scavenges half as
 * often, spends about 0.6-0.7x the GC time per order, and used less CPU per order in 15 of 18
 * alternating pairs (lower p99 in 13 of 18), for about 20 MB more V8 heap. 64 MiB kept 80 MB more
 * and brought more mark-compacts.
 *
 * One V8 helper thread (`--v8-pool-size=1`, Node's default is 4 whatever the cores): the API runs
 * one process per core, so a process's garbage-collection helpers can only take cores from the
 * other processes and from a PostgreSQL on the same host. A mark-compact's concurrent marking on
 * four helpers held both cores of a two-core host for 60-85 ms (`perf sched`), stalling every
 * order in flight. No allocation-site pretenuring: after a rush, V8 kept allocating each order's
 * short-lived objects straight into the old space, which doubled the scavenges' time and brought
 * a mark-compact every few seconds at a steady rate. Decision 040, nineteenth pass.
 */
const POSTGRES_V8_OPTIONS = [
  '--max-semi-space-size=32',
  '--v8-pool-size=1',
  '--no-allocation-site-pretenuring',
];

/**
 * Node's arguments and environment for the server at `serverPath`. With the embedded database
 * the server trades some JavaScript speed for memory, which PGlite's own speed hides; on
 * PostgreSQL the embedded settings cost a fifth of its menu reads and order placements, so it
 * keeps glibc's defaults there and takes a larger young generation instead. What the host sets
 * wins: a V8 option in NODE_OPTIONS (the heap limit, the young generation) replaces ours, and its
 * own MALLOC_ARENA_MAX is kept. `demo` starts the demo (`npm start`); without it the server refuses
 * the demo's unsafe defaults in production.
 */
export function serverProcess(serverPath, { embeddedDatabase, demo = false }) {
  return {
    args: [
      '--enable-source-maps',
      ...unlessTheHostSets([
        `--max-old-space-size=${SERVER_HEAP_MB}`,
        ...(embeddedDatabase ? EMBEDDED_V8_OPTIONS : POSTGRES_V8_OPTIONS),
      ]),
      serverPath,
      ...(demo ? ['--demo'] : []),
    ],
    // glibc's allocator keeps an arena per thread that allocates (up to eight per core), and each
    // holds on to what it once served: one arena keeps 50-100 MB less after load. Other C
    // libraries ignore it.
    env:
      embeddedDatabase && process.env.MALLOC_ARENA_MAX === undefined
        ? { MALLOC_ARENA_MAX: '1' }
        : {},
  };
}

/** `options` without those NODE_OPTIONS sets too: a command line's own option would win over it. */
function unlessTheHostSets(options) {
  const host = process.env.NODE_OPTIONS ?? '';
  return options.filter((option) => !host.includes(option.split('=')[0]));
}
