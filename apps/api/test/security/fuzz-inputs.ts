import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi.ts';
import {
  alternativesOf,
  invalidTextOf,
  invalidValueOf,
  sampleOf,
  typesOf,
} from './schema-values.ts';

/**
 * Generators of requests that break an operation's documented schema in at least one place, so
 * every one of them must be answered 4xx. The base request is only plausible (right shape), never
 * relied on to be valid: each case carries one mutation that the schema forbids.
 */

interface BodySpot {
  path: (string | number)[];
  schema: JsonSchema;
  /** Required by its parent object (so it can also be left out). */
  required: boolean;
}

/** Every place in the body a mutation can land, following the sample's shape. */
function bodySpots(
  schema: JsonSchema,
  sample: unknown,
  path: (string | number)[] = [],
): BodySpot[] {
  const spots: BodySpot[] = [];
  if (path.length > 6) return spots;
  const alternatives = alternativesOf(schema);
  const effective = alternatives.length > 0 ? alternatives[0]! : schema;
  if (effective.properties && sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const [name, property] of Object.entries(effective.properties)) {
      const required = effective.required?.includes(name) ?? false;
      spots.push({ path: [...path, name], schema: property, required });
      spots.push(
        ...bodySpots(property, (sample as Record<string, unknown>)[name], [...path, name]),
      );
    }
  }
  if (effective.items && Array.isArray(sample) && sample.length > 0) {
    spots.push({ path: [...path, 0], schema: effective.items, required: false });
    spots.push(...bodySpots(effective.items, sample[0], [...path, 0]));
  }
  return spots;
}

function setAt(
  target: unknown,
  path: (string | number)[],
  value: unknown,
  remove = false,
): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

export interface FuzzRequest {
  /** What was broken, for failure messages. */
  broken: string;
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** A JSON value, or raw text when `raw` is set. */
  body?: unknown;
  raw?: string;
}

/** Path and query values that fit (for the parts a case does not break). */
export function validParams(
  operation: Operation,
  known: Record<string, string>,
): { path: Record<string, string>; query: Record<string, string> } {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const sample = sampleOf(parameter.schema);
    const value =
      known[parameter.name] ??
      (typeof sample === 'string' || typeof sample === 'number' ? String(sample) : 'x');
    if (parameter.in === 'path') path[parameter.name] = value;
    else if (parameter.in === 'query' && parameter.required) query[parameter.name] = value;
  }
  return { path, query };
}

function urlOf(template: string, path: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? 'x'),
  );
}

/** Extra header trouble laid over an already invalid request: it must stay a 4xx. */
const headerTrouble: fc.Arbitrary<{ name: string; headers: Record<string, string>; raw?: string }> =
  fc.oneof(
    fc.constant({ name: 'no extra headers', headers: {} }),
    fc.constant({
      name: 'garbage session cookie',
      headers: { cookie: 'scanorder.session_token=%%%garbage;;' },
    }),
    fc.string({ maxLength: 40 }).map((text) => ({
      name: 'text/plain body',
      headers: { 'content-type': 'text/plain' },
      raw: text,
    })),
    fc.string({ maxLength: 40 }).map((text) => ({
      name: 'malformed JSON',
      headers: { 'content-type': 'application/json' },
      raw: `{"broken": ${JSON.stringify(text)}`,
    })),
    fc.constant({
      name: 'unknown charset',
      headers: { 'content-type': 'application/json; charset=utf-32' },
    }),
    fc.constant({ name: 'foreign origin', headers: { origin: 'https://evil.example' } }),
    fc.constant({ name: 'huge header', headers: { 'x-filler': 'a'.repeat(6_000) } }),
    fc.constant({ name: 'accept nonsense', headers: { accept: 'application/x-nonsense;q=abc' } }),
  );

/**
 * Invalid requests for one operation: one broken spot (a body field of the wrong type, out of
 * range, too long or missing; a non-object body; a query or path value the schema refuses),
 * sometimes with header trouble on top. `known` gives real path values (the owner's ids).
 */
export function invalidRequests(
  operation: Operation,
  known: Record<string, string>,
): fc.Arbitrary<FuzzRequest> | null {
  const base = validParams(operation, known);
  const bodySample = operation.body ? sampleOf(operation.body) : undefined;
  const make = (
    broken: string,
    parts: {
      path?: Record<string, string>;
      query?: Record<string, string | string[]>;
      body?: unknown;
    },
  ): FuzzRequest => ({
    broken,
    method: operation.method,
    url: urlOf(operation.path, parts.path ?? base.path),
    query: parts.query ?? base.query,
    headers: {},
    body: 'body' in parts ? parts.body : bodySample,
  });

  const cases: fc.Arbitrary<FuzzRequest>[] = [];
  if (operation.body) {
    const schema = operation.body;
    if (typesOf(schema)?.has('object') && !typesOf(schema)?.has('array')) {
      cases.push(
        fc
          .oneof(
            fc.integer(),
            fc.string({ maxLength: 10 }),
            fc.boolean(),
            fc.array(fc.integer(), { maxLength: 3 }),
          )
          .map((body) => make(`body is ${JSON.stringify(body)}`, { body })),
      );
    }
    const spots = bodySpots(schema, bodySample);
    const required = spots.filter((spot) => spot.required && spot.schema.default === undefined);
    if (required.length > 0)
      cases.push(
        fc.constantFrom(...required).map((spot) =>
          make(`${spot.path.join('.')} left out`, {
            body: setAt(bodySample, spot.path, undefined, true),
          }),
        ),
      );
    const breakable = spots
      .map((spot) => ({ spot, invalid: invalidValueOf(spot.schema) }))
      .filter(
        (entry): entry is { spot: BodySpot; invalid: fc.Arbitrary<unknown> } =>
          entry.invalid !== null,
      );
    if (breakable.length > 0)
      cases.push(
        fc.constantFrom(...breakable).chain(({ spot, invalid }) =>
          invalid.map((value) =>
            make(`${spot.path.join('.')} = ${JSON.stringify(value)?.slice(0, 60)}`, {
              body: setAt(bodySample, spot.path, value),
            }),
          ),
        ),
      );
  }
  const breakableParams = operation.parameters
    .filter(
      (parameter): parameter is Parameter & { in: 'path' | 'query' } =>
        parameter.in === 'path' || parameter.in === 'query',
    )
    .map((parameter) => ({ parameter, invalid: invalidTextOf(parameter.schema) }))
    .filter(
      (
        entry,
      ): entry is {
        parameter: Parameter & { in: 'path' | 'query' };
        invalid: fc.Arbitrary<string>;
      } => entry.invalid !== null,
    );
  const requiredQuery = operation.parameters.filter(
    (parameter) =>
      parameter.in === 'query' && parameter.required && parameter.schema.default === undefined,
  );
  if (requiredQuery.length > 0)
    cases.push(
      fc.constantFrom(...requiredQuery).map((parameter) => {
        const { [parameter.name]: _left, ...query } = base.query;
        return make(`query ${parameter.name} left out`, { query });
      }),
    );
  if (breakableParams.length > 0)
    cases.push(
      fc.constantFrom(...breakableParams).chain(({ parameter, invalid }) =>
        fc.tuple(invalid, fc.boolean()).map(([value, twice]) =>
          parameter.in === 'path'
            ? make(`path ${parameter.name} = ${JSON.stringify(value).slice(0, 60)}`, {
                path: { ...base.path, [parameter.name]: value },
              })
            : make(
                `query ${parameter.name} = ${JSON.stringify(value).slice(0, 60)}${twice ? ' (twice)' : ''}`,
                {
                  query: { ...base.query, [parameter.name]: twice ? [value, value] : value },
                },
              ),
        ),
      ),
    );
  if (cases.length === 0) return null;
  const hasBody = operation.body !== undefined;
  return fc.tuple(fc.oneof(...cases), headerTrouble).map(([request, trouble]) => {
    // Body-replacing trouble only where there is a body to replace.
    if (trouble.raw !== undefined && !hasBody) return request;
    return {
      ...request,
      broken:
        trouble.name === 'no extra headers' ? request.broken : `${request.broken}; ${trouble.name}`,
      headers: trouble.headers,
      ...(trouble.raw !== undefined ? { raw: trouble.raw } : {}),
    };
  });
}

/**
 * Header trouble alone on a read that is otherwise as the docs describe: never a 5xx. Only reads
 * (a troubled write could be valid and change data) and never a stream (it would not end).
 */
export function troubledReads(
  operation: Operation,
  known: Record<string, string>,
): fc.Arbitrary<FuzzRequest> | null {
  if (operation.method !== 'GET' || operation.path.endsWith('/events')) return null;
  const base = validParams(operation, known);
  return headerTrouble.map((trouble) => ({
    broken: trouble.name,
    method: operation.method,
    url: urlOf(operation.path, base.path),
    query: base.query,
    headers: trouble.raw === undefined ? trouble.headers : {},
  }));
}
