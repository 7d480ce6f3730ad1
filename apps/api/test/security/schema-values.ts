import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { JsonSchema } from './openapi.ts';

/**
 * Values from a request's JSON schema (as the OpenAPI document has it): a plausible sample of the
 * right shape, and values the schema refuses, as JSON and as query or path text.
 */

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export function alternativesOf(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
}

/** The JSON types a schema accepts, or undefined when it accepts anything. */
export function typesOf(schema: JsonSchema): Set<JsonType> | undefined {
  const alternatives = alternativesOf(schema);
  if (alternatives.length > 0) {
    const all = new Set<JsonType>();
    for (const alternative of alternatives) {
      const types = typesOf(alternative);
      if (!types) return undefined;
      for (const type of types) all.add(type);
    }
    if (schema.nullable) all.add('null');
    return all;
  }
  if (schema.enum) {
    const types = new Set<JsonType>();
    for (const value of schema.enum)
      types.add(value === null ? 'null' : (typeof value as JsonType));
    return types;
  }
  if (!schema.type) return schema.properties ? new Set(['object']) : undefined;
  const types = new Set<JsonType>(
    (Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[],
  );
  if (types.has('integer')) types.add('number');
  if (schema.nullable) types.add('null');
  return types;
}

/** A plausible value of the schema's shape (not necessarily valid). */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = alternativesOf(schema);
  if (alternatives.length > 0) return sampleOf(alternatives[0], depth + 1);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        value[name] = sampleOf(property, depth + 1);
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(schema.items, depth + 1),
      );
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2030-01-07';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 0, Math.min(5, schema.maxLength ?? 5)));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    default:
      return null;
  }
}

const WRONG_TYPE_VALUES: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 20 }),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }),
  integer: fc.integer(),
  boolean: fc.boolean(),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
    maxKeys: 3,
  }),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  null: fc.constant(null),
};

function matchesPattern(pattern: string, value: string): boolean | undefined {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return undefined;
  }
}

/** Strings that no sane pattern of ours accepts; the first one the pattern refuses is used. */
const PATTERN_BREAKERS = ['!', '<script>', ' ', 'not valid at all', '\u0000', '../..', '%00'];

/** Values the schema refuses, or null when it accepts anything at all. */
export function invalidValueOf(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const choices: fc.Arbitrary<unknown>[] = [];
  const types = typesOf(schema);
  if (types) {
    const wrong = (Object.keys(WRONG_TYPE_VALUES) as JsonType[]).filter(
      (type) => !types.has(type) && !(type === 'integer' && types.has('number')),
    );
    if (wrong.length > 0)
      choices.push(fc.constantFrom(...wrong).chain((type) => WRONG_TYPE_VALUES[type]));
  }
  // Constraint breakers only where the schema is not a union (a value could fit another branch).
  if (alternativesOf(schema).length === 0) {
    if (schema.enum?.length && types?.has('string') && types.size === 1)
      choices.push(
        fc.string({ minLength: 1, maxLength: 30 }).filter((value) => !schema.enum!.includes(value)),
      );
    if (types?.has('string') && !schema.enum) {
      if (schema.maxLength !== undefined)
        choices.push(
          fc.integer({ min: 1, max: 200 }).map((extra) => 'Z'.repeat(schema.maxLength! + extra)),
        );
      // A nullable field may take '' as "none" (a form's empty field; the shared schemas map it
      // to null), so only a non-empty string too short is a sure breaker there.
      if (schema.minLength && schema.minLength > (types.has('null') ? 1 : 0))
        choices.push(fc.constant('Z'.repeat(schema.minLength - 1)));
      if (schema.pattern) {
        const breaker = PATTERN_BREAKERS.find(
          (value) =>
            matchesPattern(schema.pattern!, value) === false &&
            value.length >= (schema.minLength ?? 0) &&
            value.length <= (schema.maxLength ?? Infinity),
        );
        if (breaker !== undefined) choices.push(fc.constant(breaker));
      }
    }
    if (types?.has('number')) {
      if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
        choices.push(
          fc.integer({ min: 1, max: 1_000_000 }).map((extra) => schema.maximum! + extra),
        );
      if (schema.minimum !== undefined && schema.minimum > -Number.MAX_SAFE_INTEGER)
        choices.push(
          fc.integer({ min: 1, max: 1_000_000 }).map((extra) => schema.minimum! - extra),
        );
      if (types.has('integer') && !types.has('string'))
        choices.push(fc.constantFrom(0.5, 1.25, 2.000001));
    }
    if (types?.has('array') && types.size === 1) {
      if (schema.maxItems !== undefined && schema.maxItems < 500)
        choices.push(
          fc.constant(Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items))),
        );
      if (schema.minItems && schema.minItems > 0) choices.push(fc.constant([]));
    }
  }
  return choices.length > 0 ? fc.oneof(...choices) : null;
}

/** Query and path values travel as text: what text the schema refuses (null: it takes any). */
export function invalidTextOf(schema: JsonSchema): fc.Arbitrary<string> | null {
  const types = typesOf(schema);
  if (!types || alternativesOf(schema).length > 0) return null;
  const candidates: string[] = [];
  if (types.has('number') && !types.has('string')) {
    candidates.push('abc', 'NaN', '1e999x', '--1', '0x');
    if (types.has('integer') && !types.has('boolean')) candidates.push('1.5');
    if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
      candidates.push(String(schema.maximum + 1), String(schema.maximum + 1_000_000));
    if (schema.minimum !== undefined && schema.minimum > -Number.MAX_SAFE_INTEGER)
      candidates.push(String(schema.minimum - 1), String(schema.minimum - 1_000_000));
  } else if (types.has('boolean') && !types.has('string')) {
    candidates.push('maybe', '2');
  } else if (types.has('string')) {
    if (schema.enum) candidates.push('not-an-option', 'ZZZ', '');
    if (schema.maxLength !== undefined)
      candidates.push('Z'.repeat(schema.maxLength + 1), 'Z'.repeat(schema.maxLength + 500));
    if (schema.minLength) candidates.push('Z'.repeat(schema.minLength - 1));
    if (schema.pattern) candidates.push(...PATTERN_BREAKERS);
  }
  const refused = candidates.filter((value) => !textAccepted(schema, value));
  return refused.length > 0 ? fc.constantFrom(...refused) : null;
}

/** Whether a text value would pass the schema after query coercion (then it is no breaker). */
function textAccepted(schema: JsonSchema, value: string): boolean {
  const types = typesOf(schema);
  if (types?.has('number') && !types.has('string')) {
    if (value.trim() === '') return false;
    const number = Number(value);
    if (!Number.isFinite(number)) return false;
    if (types.has('integer') && !Number.isInteger(number)) return false;
    if (schema.minimum !== undefined && number < schema.minimum) return false;
    if (schema.maximum !== undefined && number > schema.maximum) return false;
    return true;
  }
  if (schema.enum) return schema.enum.includes(value);
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.pattern && matchesPattern(schema.pattern, value) === false) return false;
  return true;
}
