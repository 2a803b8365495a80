import { type Answer, API_ROUTES, type ApiRoute, type RequestBody } from '../../contract/api/api-routes';
import { type Access, errorAnswers } from '../../contract/api/api-route';
import { PERMISSIONS } from '../../contract/permissions';
import { ROUTE_PERMISSIONS, routeKey } from '../../contract/route-permissions';
import { type JsonSchema, jsonSchemaOf } from './json-schemas';

export type OpenApiDocument = JsonSchema & { openapi: string; paths: Record<string, Record<string, JsonSchema>> };

/** How the document says who may call an operation, beside `x-permission` for tools. */
const WHO: Record<Access, string> = {
  public: 'Anyone, no token needed.',
  customer: 'A signed-in customer (bearer token); an admin gets 403.',
  admin: 'An admin (bearer token); a customer gets 403.',
  'signed-in': 'Any signed-in user (bearer token), each about their own things; admins about everyone’s.',
};

/** The staff roles an admin route admits (contract/route-permissions.ts; the owner alone when it names none). */
const staffRolesOf = (route: ApiRoute): readonly string[] => {
  const permission = ROUTE_PERMISSIONS[routeKey(route.method, route.path)];
  return permission ? PERMISSIONS[permission] : ['owner'];
};

const whoMayCall = (route: ApiRoute): string => {
  if (route.access !== 'admin') return WHO[route.access];
  const permission = ROUTE_PERMISSIONS[routeKey(route.method, route.path)] ?? 'owner only';
  return `Staff (bearer token) whose role is ${staffRolesOf(route).join(', ')} (permission \`${permission}\`); customers and other roles get 403.`;
};

const TAGS: Record<ApiRoute['tag'], string> = {
  Menu: 'Categories and meals: read by anyone, written by admins',
  Reviews: 'Reviews and favourites',
  Restaurant: "The restaurant's page, its service settings and the back office's dashboard",
  Account: 'Sign-up, sign-in, sessions and the caller’s profile',
  Users: 'The back office’s users',
  Cart: "The customer's cart",
  Orders: 'Orders, their statuses and their live stream',
  Payments: 'eSewa and Khalti returns, checked with the gateway before they count',
  'eSewa sandbox': 'The stand-in for eSewa when ESEWA_MODE=sandbox (404 otherwise)',
  'Khalti sandbox': 'The stand-in for Khalti when KHALTI_MODE=sandbox (404 otherwise)',
  Audit: 'Who did what to money, the menu, staff, settings and orders: read only, the owner’s',
  System: 'Health, pictures and this reference',
};

const FILE = { type: 'string', contentMediaType: 'application/octet-stream' };
const TEXT = { schema: { type: 'string' } };

function mediaOf(answer: Answer, components: Record<string, JsonSchema>): JsonSchema {
  switch (answer.kind) {
    case 'json':
      return { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output', components) } };
    case 'html':
      return { 'text/html': TEXT };
    case 'xml':
      return { 'application/xml': TEXT };
    case 'event-stream':
      return { 'text/event-stream': TEXT };
    case 'javascript':
      return { 'text/javascript': TEXT };
    case 'csv':
      return { 'text/csv': TEXT };
    case 'asset':
      return { 'text/javascript': TEXT, 'text/css': TEXT };
    case 'image':
      return Object.fromEntries(['image/webp', 'image/jpeg', 'image/png'].map((type) => [type, { schema: FILE }]));
    case 'redirect':
      return {};
  }
}

function responseOf(answer: Answer, components: Record<string, JsonSchema>): JsonSchema {
  if (answer.kind === 'redirect') {
    return { description: answer.description, headers: { Location: { schema: { type: 'string' }, required: true } } };
  }
  return { description: answer.description, content: mediaOf(answer, components) };
}

function requestBodyOf(body: RequestBody, components: Record<string, JsonSchema>): JsonSchema {
  const schema = jsonSchemaOf(body.schema, 'input', components);
  if (body.kind === 'json') return { required: true, content: { 'application/json': { schema } } };
  if (body.kind === 'urlencoded')
    return { required: true, content: { 'application/x-www-form-urlencoded': { schema } } };
  const properties = {
    ...(schema.properties as JsonSchema),
    ...Object.fromEntries(body.files.map((field) => [field, FILE])),
  };
  const content: JsonSchema = { 'multipart/form-data': { schema: { ...schema, properties } } };
  // Without pictures the same fields may come as JSON (the category form).
  if (body.files.length === 0) content['application/json'] = { schema };
  return { required: true, content };
}

function parametersOf(route: ApiRoute, components: Record<string, JsonSchema>): JsonSchema[] {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
  if (!route.query) return inPath;
  const query = jsonSchemaOf(route.query, 'input', components);
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

/** `getMealMealsId`, unique: the route without its trailing slash gets `WithoutSlash`. */
function operationIdOf(route: ApiRoute, taken: Set<string>) {
  const words = route.path.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  const base = [route.method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
  const id = taken.has(base) ? `${base}WithoutSlash` : base;
  taken.add(id);
  return id;
}

function operationOf(route: ApiRoute, components: Record<string, JsonSchema>, taken: Set<string>): JsonSchema {
  const answers = { ...errorAnswers(route), ...route.answers };
  const parameters = parametersOf(route, components);
  return {
    operationId: operationIdOf(route, taken),
    summary: route.summary,
    description: [route.description, `Who may call: ${whoMayCall(route)}`].filter(Boolean).join('\n\n'),
    tags: [route.tag],
    'x-permission': route.access,
    ...(route.access === 'admin' && { 'x-roles': staffRolesOf(route) }),
    security: route.access !== 'public' ? [{ bearer: [] }] : route.optionalToken ? [{}, { bearer: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: requestBodyOf(route.body, components) } : {}),
    responses: Object.fromEntries(
      Object.entries(answers).map(([status, answer]) => [status, responseOf(answer, components)]),
    ),
  };
}

/** The OpenAPI 3.1 document of every route of the registry (contract/api/), paths relative to the server's /api. */
export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_ROUTES): OpenApiDocument {
  const components: Record<string, JsonSchema> = {};
  const taken = new Set<string>();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route, components, taken);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Restaurant ordering API',
      version: '1.0.0',
      license: { name: 'MIT License', identifier: 'MIT' },
      description:
        'Menu, cart, orders and payments of the restaurant. Sign in with POST /account/login/ and send its access_token as `Authorization: Bearer <token>`; it expires, and POST /account/refresh-token/ swaps the refresh token for a new one. Send `Accept-Language: ne` or `en` (the language the app is shown in): the SMS texted to the number or account are worded in it, and a signed-in account keeps the last one sent (other values are ignored).',
    },
    servers: [{ url: '/api' }],
    tags: Object.entries(TAGS)
      .filter(([name]) => routes.some((route) => route.tag === name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access_token of POST /account/login/',
        },
      },
    },
  };
}
