// How the built API server is started: by `npm start` and by `npm run bench`, which measures it as
// `npm start` runs it. Plain Node, like the other scripts.

/**
 * The V8 old-space limit of the API server, in MiB (decision 012). Without it V8 sizes the heap
 * for this machine's memory and, under load, lets garbage grow it to two or three times what is
 * alive before collecting; with it, V8 collects sooner and the server stays small.
 */
export const SERVER_HEAP_MB = 256;

/**
 * Node's arguments for the server at `serverPath`. A `--max-old-space-size` in NODE_OPTIONS wins,
 * so a host with more memory (or a heavier load) can raise the limit.
 */
export function serverNodeArgs(serverPath) {
  const ownLimit = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '');
  return [
    '--enable-source-maps',
    ...(ownLimit ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
    serverPath,
  ];
}
