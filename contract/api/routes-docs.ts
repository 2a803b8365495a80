import * as z from 'zod/mini';
import { type ApiRoute, DETAIL } from './api-route';

/** The OpenAPI document in outline: enough to tell it from an error body; the standard says the rest. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** Pictures, and this reference itself: the routes that answer files rather than the contract's JSON. */
export const DOCS_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/media/{path}',
    summary: 'An uploaded picture (meal, category, restaurant, profile), as the URLs in other answers name it',
    tag: 'System',
    access: 'public',
    description: '`{path}` is the rest of the path, slashes included (`meals/12/main-480.webp`). Cached for a year.',
    answers: { 200: { kind: 'image', description: 'The picture (webp, jpeg or png)' }, 404: DETAIL[404] },
  },
  {
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document: OpenAPI 3.1, generated from the contract the server validates with',
    tag: 'System',
    access: 'public',
    answers: { 200: { kind: 'json', schema: openApiDocument, description: 'The OpenAPI 3.1 document' } },
  },
  {
    method: 'GET',
    path: '/docs',
    summary: 'A browsable reference of this document (Swagger UI)',
    tag: 'System',
    access: 'public',
    answers: { 200: { kind: 'html', description: 'The reference page' } },
  },
  {
    method: 'GET',
    path: '/docs/init.js',
    summary: "The reference page's start-up script",
    tag: 'System',
    access: 'public',
    answers: { 200: { kind: 'javascript', description: 'Starts Swagger UI on /api/openapi.json' } },
  },
  {
    method: 'GET',
    path: '/docs/assets/{file}',
    summary: "Swagger UI's own script and style sheet, served from this origin",
    tag: 'System',
    access: 'public',
    answers: {
      200: { kind: 'asset', description: 'swagger-ui-bundle.js, swagger-ui-standalone-preset.js or swagger-ui.css' },
      404: DETAIL[404],
    },
  },
];
