// The API's description of itself (docs/decisions/0028-route-contracts.md, "The OpenAPI
// description"): generated from the contracts of the routes the server registers, never written
// by hand, and, in development only, a reference page that reads it.
import { z } from 'zod';
import { fileAnswer, route } from './route';

/**
 * An OpenAPI 3.1 document: the parts the generator writes, strict like every answer; what the
 * paths and components hold is checked by the tests against the specification's schema.
 */
const openApiDocument = z.strictObject({
  openapi: z.string(),
  info: z.strictObject({ title: z.string(), version: z.string(), description: z.string() }),
  components: z.record(z.string(), z.unknown()),
  paths: z.record(z.string(), z.unknown()),
});

export const getOpenApiDocument = route({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  summary: 'This description of the API (OpenAPI 3.1)',
  description:
    'Generated from the route contracts of the routes this server registers: a development server lists its development routes too.',
  response: openApiDocument,
});

export const getApiReference = route({
  method: 'GET',
  path: '/api/dev/reference',
  access: 'public',
  summary: 'Development only: the API reference page',
  description: 'An HTML page (Swagger UI, served from this server) that reads the OpenAPI description.',
  response: fileAnswer,
});

export const getApiReferenceAsset = route({
  method: 'GET',
  path: '/api/dev/reference/:file',
  access: 'public',
  summary: "Development only: the reference page's script or style sheet",
  description: 'A file of the page, not JSON; any other name is 404.',
  response: fileAnswer,
});
