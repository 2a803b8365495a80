import * as z from 'zod/mini';
import { type ApiRoute, DETAIL, json, routesOf } from './api-route';

/** The OpenAPI document in outline: enough to tell it from an error body; the standard says the rest. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const system = routesOf('System').public;

/** Pictures, and this reference itself: the routes that answer files rather than the contract's JSON. */
export const DOCS_ROUTES: readonly ApiRoute[] = [
  system(
    'GET /media/{path}',
    'An uploaded picture (meal, category, restaurant, profile), as the URLs in other answers name it',
    { 200: { kind: 'image', description: 'The picture (webp, jpeg or png)' }, 404: DETAIL[404] },
    {
      description: '`{path}` is the rest of the path, slashes included (`meals/12/main-480.webp`). Cached for a year.',
    },
  ),
  system('GET /openapi.json', 'This document: OpenAPI 3.1, generated from the contract the server validates with', {
    200: json(openApiDocument, 'The OpenAPI 3.1 document'),
  }),
  system('GET /docs', 'A browsable reference of this document (Swagger UI)', {
    200: { kind: 'html', description: 'The reference page' },
  }),
  system('GET /docs/', 'The same reference page, addressed with a trailing slash', {
    200: { kind: 'html', description: 'The reference page' },
  }),
  system('GET /docs/init.js', "The reference page's start-up script", {
    200: { kind: 'javascript', description: 'Starts Swagger UI on /api/openapi.json' },
  }),
  system('GET /docs/assets/{file}', "Swagger UI's own script and style sheet, served from this origin", {
    200: { kind: 'asset', description: 'swagger-ui-bundle.js, swagger-ui-standalone-preset.js or swagger-ui.css' },
    404: DETAIL[404],
  }),
];
