/**
 * The baseline server of `npm run bench`: Fastify with nothing else, in its own process like the
 * API. `GET /` is the hello-world route the API's requests/s are divided by; `GET /page` is the
 * smallest server-rendered page, Lighthouse's floor on this machine and throttling.
 */
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
app.get('/page', async (_request, reply) =>
  reply.type('text/html; charset=utf-8').send(BASELINE_PAGE),
);

const port = Number(process.env.PORT ?? 3401);
await app.listen({ port, host: '127.0.0.1' });
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
