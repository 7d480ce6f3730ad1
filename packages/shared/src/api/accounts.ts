import { z } from 'zod';
import { appConfigSchema } from '../account/app-config.ts';
import { meSchema } from '../account/me.ts';
import { defineRoute, errorResponses } from './contract.ts';

/** Who is signed in, the server's public settings and the anonymous customer's identity. */
export const accountRoutes = {
  me: defineRoute({
    method: 'GET',
    path: '/api/v1/me',
    summary: 'The signed-in user, their account, role and services',
    schema: { response: { 200: meSchema, ...errorResponses([401, 403]) } },
  }),
  appConfig: defineRoute({
    method: 'GET',
    path: '/api/v1/app-config',
    summary: "The server's public settings the sign-in form needs (the member email domain)",
    schema: { response: { 200: appConfigSchema } },
  }),
  customerSession: defineRoute({
    method: 'GET',
    path: '/api/v1/customer/session',
    summary: "The anonymous customer's identity (a signed cookie; nothing is stored per visit)",
    schema: { response: { 200: z.object({ customerId: z.uuid() }) } },
  }),
};
