import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema the generated OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET`, `POST`, ... */
  method: string;
  /** As the OpenAPI document writes it: `/api/v1/members/{id}`. */
  path: string;
  /** `GET /api/v1/members/{id}`: the key of the coverage tables. */
  key: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** The route needs a session (`security: [{ session: [] }]`). */
  signedIn: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

/** Every operation of the app's own OpenAPI document (what /api/docs shows). */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`OpenAPI document: ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        signedIn: Boolean(operation.security?.length),
      });
    }
  }
  return operations;
}

/** A property that names a record: `id`, `ids`, `branchId`, `itemIds`... */
const ID_NAME = /^(id|ids)$|[a-z]Ids?$/;
/**
 * Ids of things outside our database: a Google Maps place and a plan price of the billing
 * catalog. Nobody owns them, so there is nothing of another account to reach through them.
 */
const EXTERNAL_IDS = new Set(['placeId', 'priceId']);
const isRecordId = (name: string, nested: boolean) =>
  !EXTERNAL_IDS.has(name) && (nested ? /[a-z]Ids?$/ : ID_NAME).test(name);

/**
 * Where an operation takes an id: every path parameter, query parameters and top-level body
 * properties named like ids, and `...Id` references nested in the body (`lines[].menuItemId`).
 * A nested bare `id` is the object's own client-made id (an option group's), not a reference.
 */
export function idInputs(operation: Operation): string[] {
  const found: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') found.push(`path:${parameter.name}`);
    else if (parameter.in === 'query' && isRecordId(parameter.name, false))
      found.push(`query:${parameter.name}`);
  }
  const visit = (schema: JsonSchema | undefined, at: string, depth: number) => {
    if (!schema) return;
    for (const alternative of [
      ...(schema.anyOf ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.allOf ?? []),
    ])
      visit(alternative, at, depth);
    if (schema.items) visit(schema.items, `${at}[]`, depth);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const where = at ? `${at}.${name}` : name;
      if (isRecordId(name, depth > 0)) found.push(`body:${where}`);
      visit(property, where, depth + 1);
    }
  };
  visit(operation.body, '', 0);
  return [...new Set(found)];
}
