import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicOrderingRoutes } from '@scanorder/shared/api/ordering';
import { placeOrderInputSchema } from '@scanorder/shared/ordering/place-order';
import { requestValidatorCompiler } from './request-validation.ts';

const route = {
  schema: placeOrderInputSchema,
  method: 'POST',
  url: '/api/v1/public/orders',
  httpPart: 'body',
};
const interpreted = validatorCompiler(route);
const compiled = requestValidatorCompiler({ check: false })(route);

/** A field's value, or absent (`undefined`: the key is left out of the body). */
const absent = fc.constant(undefined);
const uuid = fc.oneof(
  fc.uuid({ version: 4 }),
  fc.uuid(),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
    '0165f08f-fe79-4222-bcf3-2efc30c7b29',
    '0165f08f-fe79-9222-bcf3-2efc30c7b290',
    ' 0165f08f-fe79-4222-bcf3-2efc30c7b290',
    '',
  ),
);
/** Text around a field's limits: blanks, spaces to trim, characters outside the BMP, long runs. */
const text = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('', ' ', '  \t', '\u00a0a\u00a0', 'Table 1', ' Bench ', 'a', 'ab', 'abc'),
  fc
    .tuple(fc.constantFrom('a', ' ', '😀', 'é', '-', '9'), fc.integer({ min: 1, max: 260 }))
    .map(([unit, count]) => unit.repeat(count)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);
/** Anything else a JSON body can hold where a field is wanted. */
const notText = fc.constantFrom(null, 0, 7, -1, 2.5, true, false, [], {}, ['x'], { a: 1 });
const field = (value: fc.Arbitrary<unknown>) => fc.oneof(value, value, absent, notText);

const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((address) => ` ${address.toUpperCase()} `),
  fc.constantFrom('bench.runner@example.com', 'a@b', 'a@b.c', 'A@B.CO', 'x@@y.com', ''),
  text,
);
const mobile = fc.oneof(
  fc.stringMatching(/^\d{10,12}$/),
  fc.constantFrom('9876543210', ' 9876543210 ', '+19876543210', '987654321', ''),
  text,
);
const zip = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,9}[A-Za-z0-9]?$/),
  fc.constantFrom('10115', ' SW1A 1AA ', 'A', '-1234', ''),
  text,
);
const blankOr = (value: fc.Arbitrary<unknown>) => fc.oneof(value, fc.constantFrom('', null));

const customer = fc.record(
  {
    firstName: field(text),
    lastName: field(blankOr(text)),
    mobileNo: field(blankOr(mobile)),
    emailAddress: field(blankOr(email)),
    streetAddress: field(blankOr(text)),
    buildingNumber: field(blankOr(text)),
    stateName: field(blankOr(text)),
    zipCode: field(blankOr(zip)),
    nickname: field(text),
  },
  { requiredKeys: [] },
);

const count = fc.oneof(
  fc.integer({ min: -2, max: 102 }),
  fc.constantFrom(1, 2, 99, 100, 0, 1.5, -0, 1e21, Number.MAX_SAFE_INTEGER + 2),
);
const option = fc.record(
  { groupId: field(text), optionId: field(text), count: field(count), extra: field(text) },
  { requiredKeys: [] },
);
const options = fc.array(option, { maxLength: 3 });
const lineOf = (lineOptions: fc.Arbitrary<unknown>) =>
  fc.record(
    {
      menuItemId: field(uuid),
      quantity: field(count),
      options: field(lineOptions),
      variantId: field(blankOr(text)),
      instruction: field(text),
      price: field(count),
    },
    { requiredKeys: [] },
  );
const line = lineOf(
  fc.oneof(
    options,
    options,
    // At the limit of 200 options and past it.
    fc
      .tuple(option, fc.integer({ min: 199, max: 201 }))
      .map(([one, n]) => Array.from({ length: n }, () => one)),
  ),
);
const slot = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-11-30T18:30:00+01:00',
    '2026-11-30T18:30:00Z',
    '2026-11-30T18:30:00',
    '2026-11-30T18:30+01:00',
    '2026-11-30T18:30:00.123456+05:30',
    '2026-13-30T18:30:00Z',
    'tonight',
    null,
  ),
);
const coordinate = fc.oneof(
  fc.double({ min: -200, max: 200, noNaN: true }),
  fc.constantFrom(-180, -90, 90, 180, 90.0001, -180.5, null),
);
const fulfilment = fc.oneof(
  fc.constant({ type: 'dine-in' }),
  fc.record({ type: fc.constant('pickup'), slot: field(slot) }, { requiredKeys: ['type'] }),
  fc.record(
    { type: fc.constant('delivery'), latitude: field(coordinate), longitude: field(coordinate) },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: field(fc.constantFrom('dine-in', 'pickup', 'delivery', 'Pickup', '')) }),
  notText,
);

/** Order bodies near the valid one, each field valid, at its limits, blank, mistyped or absent. */
const orderBody = fc.record(
  {
    accountId: field(uuid),
    kind: field(fc.constantFrom('restaurant', 'grocery', 'Restaurant', 'cafe')),
    businessId: field(uuid),
    branchId: field(uuid),
    storeName: field(text),
    identifier: field(text),
    fulfilment: field(fulfilment),
    customer: field(customer),
    lines: field(
      fc.oneof(
        fc.array(line, { maxLength: 3 }),
        // At the limit of 100 lines and past it.
        fc
          .tuple(lineOf(options), fc.integer({ min: 99, max: 101 }))
          .map(([one, n]) => Array.from({ length: n }, () => one)),
      ),
    ),
    tipPercentage: field(fc.oneof(fc.double({ min: -5, max: 105, noNaN: true }), count)),
    idempotencyKey: field(uuid),
    total: field(count),
  },
  { requiredKeys: [] },
);

/** The bench's body (bench/lib/demo.ts): what a customer's checkout sends. */
const benchBody = {
  accountId: '0165f08f-fe79-4222-bcf3-2efc30c7b290',
  kind: 'restaurant',
  businessId: '4d31e4cf-924e-4f43-9595-89c56d401447',
  branchId: '5a8af04b-5768-43ce-a05f-783ac00e75c3',
  identifier: 'Table 1',
  fulfilment: { type: 'dine-in' },
  customer: {
    firstName: 'Bench',
    lastName: 'Runner',
    mobileNo: '9876543210',
    emailAddress: 'bench.runner@example.com',
  },
  lines: [
    {
      menuItemId: '67413859-3e24-45b1-a6e3-d89b98231068',
      quantity: 2,
      options: [{ groupId: 'g1', optionId: 'o1', count: 1 }],
      variantId: null,
      instruction: '',
    },
  ],
  tipPercentage: 0,
  idempotencyKey: 'b01d318e-1e2d-4cea-8cb1-cc188583220a',
};

/**
 * Mostly-valid bodies: the bench's body with one to three fields replaced by generated ones, so
 * the generated parser's accepting paths (trims, defaults, the e-mail's lower-casing, the
 * superRefine's rules) are reached as often as its refusals.
 */
const nearBody = fc
  .tuple(orderBody, fc.array(fc.constantFrom(...Object.keys(benchBody)), { maxLength: 3 }))
  .map(([generated, keys]) => {
    const body: Record<string, unknown> = { ...benchBody };
    for (const key of keys) {
      if (key in generated) body[key] = (generated as Record<string, unknown>)[key];
      else delete body[key];
    }
    return body;
  });

/** As fastify hands the body over: parsed from JSON text (no undefined values, no -0). */
const asJson = (body: unknown): unknown => JSON.parse(JSON.stringify(body));

function sameAnswer(body: unknown): 'accepted' | 'refused' {
  const expected = interpreted(body);
  const actual = compiled(body);
  expect(isDeepStrictEqual(actual, expected)).toBe(true);
  // Key order too: the parsed body's objects are stored as JSON.
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  // zod's compiler answers synchronously: a value or an error.
  return (expected as { error?: unknown }).error === undefined ? 'accepted' : 'refused';
}

describe('the order body through its compiled parser', () => {
  it('is compiled, not handed back to the interpreter', () => {
    expect(() => z.compile(placeOrderInputSchema, { strict: true })).not.toThrow();
  });

  it('accepts, outputs and refuses exactly as the interpreter does', () => {
    const outcomes = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(fc.oneof(orderBody, nearBody, nearBody), (body) => {
        outcomes[sameAnswer(asJson(body))] += 1;
      }),
      { numRuns: 3_000, seed: 20_261_130 },
    );
    // The generators reach both sides, or the comparison proves little.
    expect(outcomes.accepted).toBeGreaterThan(400);
    expect(outcomes.refused).toBeGreaterThan(400);
  });

  it('checks outside production that both parsers agree', () => {
    const checked = requestValidatorCompiler({ check: true })(route);
    expect(checked(benchBody)).toEqual(interpreted(benchBody));
    expect(checked({ ...benchBody, lines: [] })).toEqual(interpreted({ ...benchBody, lines: [] }));
  });

  it('leaves every other schema to the interpreter', () => {
    const other = requestValidatorCompiler({ check: true })({
      ...route,
      schema: z.object({ name: z.string().trim() }),
    });
    expect(other({ name: ' a ' })).toEqual({ value: { name: 'a' } });
  });
});

describe("the customer menu's URL through its compiled parsers", () => {
  const { params, querystring } = publicOrderingRoutes.menu.schema;
  const menuRoute = { method: 'GET', url: '/api/v1/public/menus/...' };
  const parts = [
    { ...menuRoute, schema: params, httpPart: 'params' },
    { ...menuRoute, schema: querystring, httpPart: 'querystring' },
  ];

  it('is compiled, not handed back to the interpreter', () => {
    for (const { schema } of parts) expect(() => z.compile(schema, { strict: true })).not.toThrow();
  });

  it('accepts, outputs and refuses exactly as the interpreter does', () => {
    // As fastify hands them over: every value a string, a key absent or present.
    const urlText = fc.oneof(text, fc.stringMatching(/^-?\d{1,4}(\.\d)?$/), fc.constant(''));
    const menuParams = fc.record(
      {
        accountId: uuid,
        kind: fc.constantFrom('restaurant', 'grocery', 'Restaurant', ''),
        businessId: uuid,
        branchId: fc.oneof(uuid, urlText),
      },
      { requiredKeys: [] },
    );
    const menuQuery = fc.record(
      { identifier: urlText, page: urlText, search: urlText, lang: urlText },
      { requiredKeys: [] },
    );
    /** The bench's URL with up to two of the URL's values replaced, added or left out. */
    const near = <T extends Record<string, string>>(
      valid: T,
      generated: fc.Arbitrary<Partial<Record<string, string>>>,
      keys: string[],
    ) =>
      fc.tuple(generated, fc.subarray(keys, { maxLength: 2 })).map(([values, replaced]) => {
        const value: Record<string, unknown> = { ...valid };
        for (const key of replaced) {
          if (key in values) value[key] = values[key];
          else delete value[key];
        }
        return value;
      });
    const benchParams = {
      accountId: benchBody.accountId,
      kind: benchBody.kind,
      businessId: benchBody.businessId,
      branchId: benchBody.branchId,
    };
    const outcomes = { accepted: 0, refused: 0 };
    const [paramsPart, queryPart] = parts.map((part) => ({
      interpreted: validatorCompiler(part),
      compiled: requestValidatorCompiler({ check: false })(part),
    }));
    fc.assert(
      fc.property(
        fc.oneof(menuParams, near(benchParams, menuParams, Object.keys(benchParams))),
        fc.oneof(
          menuQuery,
          near({ identifier: 'Table 1' }, menuQuery, ['identifier', 'page', 'search', 'lang']),
        ),
        (urlParams, query) => {
          for (const [part, value] of [
            [paramsPart!, urlParams],
            [queryPart!, query],
          ] as const) {
            const expected = part.interpreted(value);
            const actual = part.compiled(value);
            expect(isDeepStrictEqual(actual, expected)).toBe(true);
            expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
            outcomes[
              (expected as { error?: unknown }).error === undefined ? 'accepted' : 'refused'
            ]++;
          }
        },
      ),
      { numRuns: 2_000, seed: 20_261_130 },
    );
    expect(outcomes.accepted).toBeGreaterThan(400);
    expect(outcomes.refused).toBeGreaterThan(400);
  });
});
