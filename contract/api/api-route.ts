import * as z from 'zod/mini';
import { detailError, fieldErrors } from '../common';

/**
 * One route of the HTTP API as integrators see it: the registry that server/openapi/ turns into the OpenAPI
 * document. It lives in contract/ because it only names the contract's schemas; nothing in src/ imports it, so it
 * stays out of the customer bundle.
 */

/**
 * Who may call a route (docs/rules/roles.md#permissions): anyone; a customer only (admins get 403); an admin only
 * (customers get 403);
 * or any signed-in user, each about themselves.
 */
export type Access = 'public' | 'customer' | 'admin' | 'signed-in';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Tag =
  | 'Menu'
  | 'Reviews'
  | 'Restaurant'
  | 'Account'
  | 'Users'
  | 'Cart'
  | 'Orders'
  | 'Payments'
  | 'eSewa sandbox'
  | 'Khalti sandbox'
  | 'Audit'
  | 'System';

export type RequestBody =
  | { kind: 'json'; schema: z.ZodMiniType }
  /** multipart/form-data whose `files` fields carry images; the text fields may also be sent as JSON. */
  | { kind: 'multipart'; schema: z.ZodMiniType; files: readonly string[] }
  /** A browser's form post (the eSewa sandbox pages). */
  | { kind: 'urlencoded'; schema: z.ZodMiniType };

/** What one status answers: a JSON body of the contract, or another media type the document can only name. */
export type Answer =
  | { kind: 'json'; schema: z.ZodMiniType; description: string }
  | { kind: 'html' | 'xml' | 'event-stream' | 'image' | 'javascript' | 'csv'; description: string }
  /** A static file: a script or a style sheet. */
  | { kind: 'asset'; description: string }
  /** 303 See Other to the Location header (the sandbox pages' return to the shop). */
  | { kind: 'redirect'; description: string };

export interface ApiRoute {
  method: Method;
  /** OpenAPI style, relative to /api: `{id}` for a path parameter, `{path}` for the rest of the path. */
  path: string;
  summary: string;
  tag: Tag;
  access: Access;
  body?: RequestBody;
  query?: z.ZodMiniType;
  /** By status; the 4xx the route can answer beyond those its access and inputs imply (see errorAnswers). */
  answers: Readonly<Record<number, Answer>>;
  /** A public route that reads a bearer token when one is sent (send-otp: an admin code needs an admin). */
  optionalToken?: true;
  /** What the summary leaves out. */
  description?: string;
}

export const json = (schema: z.ZodMiniType, description = 'OK'): Answer => ({ kind: 'json', schema, description });

/** Validation failures name each field (`{"field": ["message"]}`); a malformed body or a refusal carries `detail`. */
export const badRequestBody = z.union([fieldErrors, detailError]);

const detail = (description: string): Answer => json(detailError, description);

export const DETAIL = {
  400: json(badRequestBody, 'The request is malformed or a field is invalid: field messages, or `detail`'),
  401: detail('No bearer token, or it is invalid or expired'),
  403: detail('Signed in, but this role may not call the route'),
  404: detail('No such row'),
  409: detail('The row is not in a state that allows this'),
  413: detail('The body is too large'),
  429: detail('Too many attempts: try again later'),
  431: detail('The address or the headers are too large: refused before any route reads the request'),
  503: detail('A service the route needs is unavailable'),
} as const satisfies Record<number, Answer>;

/** The errors every route of this access and these inputs can answer, so the registry lists only the rest. */
export function errorAnswers(route: Pick<ApiRoute, 'access' | 'body' | 'query' | 'path'>): Record<number, Answer> {
  const answers: Record<number, Answer> = {};
  if (route.body || route.query || route.path.includes('{')) answers[400] = DETAIL[400];
  if (route.access !== 'public') answers[401] = DETAIL[401];
  if (route.access === 'customer' || route.access === 'admin') answers[403] = DETAIL[403];
  if (route.path.includes('{')) answers[404] = DETAIL[404];
  // Every body is capped (1 MB of JSON, 40 MB of pictures) while it streams in.
  if (route.body) answers[413] = DETAIL[413];
  // Node itself refuses an oversized address or headers, whatever the route (server/http/client-errors.ts).
  answers[431] = DETAIL[431];
  return answers;
}

type DetailStatus = keyof typeof DETAIL;
type Answers = ApiRoute['answers'];

const details = (statuses: readonly DetailStatus[]): Answers =>
  Object.fromEntries(statuses.map((status) => [status, DETAIL[status]]));

/** 200 with `schema`, and the {detail} errors the route answers beyond those errorAnswers implies. */
export const ok = (schema: z.ZodMiniType, ...errors: DetailStatus[]): Answers => ({
  200: json(schema),
  ...details(errors),
});

/** 201 with `schema`, and the {detail} errors the route answers beyond those errorAnswers implies. */
export const created = (schema: z.ZodMiniType, ...errors: DetailStatus[]): Answers => ({
  201: json(schema, 'Created'),
  ...details(errors),
});

export const jsonBody = (schema: z.ZodMiniType): RequestBody => ({ kind: 'json', schema });

export const upload = (schema: z.ZodMiniType, files: readonly string[] = []): RequestBody => ({
  kind: 'multipart',
  schema,
  files,
});

export type RouteOptions = Pick<ApiRoute, 'body' | 'query' | 'description' | 'optionalToken'>;

type RouteBuilder = (
  operation: `${Method} /${string}`,
  summary: string,
  answers: Answers,
  /** What the route reads; a schema alone is the commonest case, a JSON body. */
  options?: RouteOptions | z.ZodMiniType,
) => ApiRoute;

const isSchema = (options: RouteOptions | z.ZodMiniType): options is z.ZodMiniType => '_zod' in options;

/**
 * The registry's entries of one tag by who may call them, a line or two each: `METHOD /path`, the summary, the
 * answers and what the route reads.
 */
export function routesOf(tag: Tag): Record<'public' | 'customer' | 'admin' | 'signedIn', RouteBuilder> {
  const by =
    (access: Access): RouteBuilder =>
    (operation, summary, answers, options = {}) => {
      const [method, path] = operation.split(' ') as [Method, string];
      const reads = isSchema(options) ? { body: jsonBody(options) } : options;
      return { method, path, summary, tag, access, ...reads, answers };
    };
  return { public: by('public'), customer: by('customer'), admin: by('admin'), signedIn: by('signed-in') };
}

/**
 * A route the server answers with and without its trailing slash: both are registered, so both are listed; the
 * second says it is the same operation.
 */
export const withAndWithoutSlash = (route: ApiRoute): ApiRoute[] => [
  route,
  {
    ...route,
    path: route.path.replace(/\/$/, ''),
    description: [route.description, `The same as ${route.method} ${route.path}, without the trailing slash.`]
      .filter(Boolean)
      .join(' '),
  },
];
