import type { StreamContract, StreamSchema } from '@scanorder/shared/api/stream';

/** Fastify route options of a shared event-stream contract, as routeOf is for JSON routes. */
export const streamRouteOf = <S extends StreamSchema>(
  contract: StreamContract<S>,
  docs: { tags: string[]; security?: { session: never[] }[] },
) => ({
  method: contract.method,
  url: contract.path,
  schema: { ...docs, summary: contract.summary, ...contract.schema },
});
