import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../errors/app-error.ts';
import { branchRoutes } from './branches.ts';
import { defineRoute, errorResponses, pathOf, successSchemaOf } from './contract.ts';

describe('route contracts', () => {
  it('fills only the path segments it is given, encoded', () => {
    const path = '/api/v1/businesses/:kind/branches/:branchId';
    expect(pathOf(path, { kind: 'grocery' })).toBe('/api/v1/businesses/grocery/branches/:branchId');
    expect(pathOf(path, { kind: 'grocery', branchId: 'a/b' })).toBe(
      '/api/v1/businesses/grocery/branches/a%2Fb',
    );
  });

  it('puts the error envelope under each refusal status', () => {
    expect(errorResponses([400, 404])).toEqual({
      400: errorEnvelopeSchema,
      404: errorEnvelopeSchema,
    });
  });

  it('finds the success schema whatever its 2xx status', () => {
    expect(successSchemaOf(branchRoutes.restaurant.delete).parse(null)).toBeNull();
    const created = defineRoute({
      method: 'POST',
      path: '/x',
      summary: 'x',
      schema: { response: { 201: z.object({ id: z.string() }), ...errorResponses([400]) } },
    });
    expect(successSchemaOf(created).safeParse({ id: 1 }).success).toBe(false);
  });
});
