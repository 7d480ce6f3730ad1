/**
 * The open-loop rows' load generator, forked by `openLoopApart` (open-loop.ts): it runs the one
 * load it is sent, answers with its figures, and exits.
 */
import { databaseOpenLoopFloor } from '../sections/database-ceiling.ts';
import { openLoopOrders, type OpenLoopAnswer, type OpenLoopRequest } from './open-loop.ts';

const run = (request: OpenLoopRequest) =>
  request.load === 'orders'
    ? openLoopOrders(request.options)
    : databaseOpenLoopFloor(request.url, request.schedule);

process.once('message', (request: OpenLoopRequest) => {
  void run(request)
    .then(
      (figures): OpenLoopAnswer => ({ figures }),
      (error: unknown): OpenLoopAnswer => ({
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    .then((answer) => process.send!(answer, () => process.disconnect()));
});
// The bench stopped (or has the answer): nothing here is left to finish.
process.once('disconnect', () => process.exit(0));
