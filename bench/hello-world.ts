/**
 * The baseline server of `npm run bench`: Fastify with nothing else, in its own process like the
 * API. `GET /` is the hello-world route the API's requests/s are divided by; `GET /page` is the
 * smallest server-rendered page, Lighthouse's floor on this machine and throttling;
 * `GET /bytes?size=N&encoding=E` answers N prepared bytes as a compressed JSON answer of that size
 * would travel, the floor of a route that sends that much.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const BASELINE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Baseline menu</title>
    <style>body{font-family:system-ui,sans-serif;margin:16px}h1{font-size:24px}</style>
  </head>
  <body>
    <main>
      <h1>Baseline menu</h1>
      <p>The smallest server-rendered page: one heading, one paragraph, no script, no image.</p>
    </main>
  </body>
</html>
`;

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const prepared = new Map<number, Buffer>();
app.get<{ Querystring: { size?: string; encoding?: string } }>('/bytes', (request, reply) => {
  const size = Math.min(Math.max(Number(request.query.size) || 0, 0), 10_000_000);
  let body = prepared.get(size);
  if (!body) prepared.set(size, (body = randomBytes(size)));
  reply.type('application/json; charset=utf-8');
  if (request.query.encoding) reply.header('content-encoding', request.query.encoding);
  return reply.send(body);
});
app.get('/page', async (_request, reply) =>
  reply.type('text/html; charset=utf-8').send(BASELINE_PAGE),
);

const port = Number(process.env.PORT ?? 3401);
await app.listen({ port, host: '127.0.0.1' });
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
