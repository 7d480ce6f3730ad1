// How the built API server is started: by `npm start` and by `npm run bench`, which measures it as
// `npm start` runs it. Plain Node, like the other scripts. Decision 012 has the measurements.

/**
 * The V8 old-space limit of the API server, in MiB. Without it V8 sizes the heap for this
 * machine's memory and, under load, lets garbage grow it to two or three times what is alive
 * before collecting; with it, V8 collects sooner and the server stays small.
 */
export const SERVER_HEAP_MB = 256;

/**
 * V8 options besides the heap limit:
 * - a 4 MiB young generation (semi-space) instead of 16: scavenges are shorter and more frequent,
 *   the heap 30 MB smaller, throughput the same;
 * - WebAssembly (the embedded database, PGlite) stays on V8's baseline compiler (Liftoff). Its
 *   optimizing tier compiled the hottest of Postgres's functions in background threads and left
 *   about 100 MB with the C allocator for the life of the process; order placement on PGlite is
 *   as fast without it. Nothing else in the server is WebAssembly.
 */
const V8_OPTIONS = ['--max-semi-space-size=4', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

/**
 * Node's arguments and environment for the server at `serverPath`. What the host sets wins: a
 * `--max-old-space-size` in NODE_OPTIONS replaces the heap limit, and its own MALLOC_ARENA_MAX
 * is kept.
 */
export function serverProcess(serverPath) {
  const ownLimit = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '');
  return {
    args: [
      '--enable-source-maps',
      ...(ownLimit ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
      ...V8_OPTIONS,
      serverPath,
    ],
    // glibc's allocator keeps an arena per thread that allocates (up to eight per core), and each
    // holds on to what it once served: one arena for the process keeps 50-100 MB less after load
    // at the same throughput. Other C libraries ignore it.
    env: { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1' },
  };
}
