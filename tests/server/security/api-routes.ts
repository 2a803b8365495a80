import * as z from 'zod/mini';
import { API_ROUTES as DOCUMENTED, type ApiRoute, type RequestBody } from '../../../contract/api/api-routes';

/**
 * Every route of the API as the fuzz sends to it: method, path (`:id` is fuzzed), and what its body and query look
 * like when right. It is derived from the registry the OpenAPI document is built from (contract/api/), so a route
 * is described once; fuzz.test.ts checks the list against the routes the app registers, so a route the app
 * registers but the registry leaves out (or the reverse) fails the suite.
 */
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; schema: unknown }
  /** multipart/form-data with these file fields, or the same fields as JSON. */
  | { kind: 'upload'; schema: unknown; files: readonly string[] }
  /** A browser's form post (the eSewa sandbox pages). */
  | { kind: 'urlencoded'; schema: unknown };

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: BodySpec;
  query?: unknown;
  /**
   * Valid-shaped requests run argon2 (login, sign-up, password changes, new admins): tens of milliseconds each, so
   * these routes get fewer runs and mostly broken bodies.
   */
  hashes?: boolean;
  /** Answers HTML pages to a browser instead of JSON (the sandbox eSewa and Khalti stand-ins). */
  html?: boolean;
}

const HASHING = new Set([
  'POST /account/signup/',
  'POST /account/login/',
  'POST /account/change-password/',
  'POST /account/reset-password/',
  'POST /account/users/',
]);

/**
 * The sandbox's fields are eSewa's free text in the contract. The fuzz draws the return addresses shaped like
 * addresses, the signature as long as one, the settle status among eSewa's and the status query's fields sometimes
 * missing, so that some requests get past the first checks and the rest are refused for one reason.
 */
const esewaText = z.optional(z.string().check(z.maxLength(40)));
const v1ReturnUrl = z.optional(z.string().check(z.regex(/^https?:\/\/[a-z.]{1,20}\/[a-z/]{0,20}$/)));
const v2ReturnUrl = z.optional(z.string().check(z.regex(/^https?:\/\/[a-z.]{1,20}\/[a-z/?=]{0,30}$/)));
const SANDBOX_FIELDS: Record<string, z.ZodMiniType> = {
  su: v1ReturnUrl,
  fu: v1ReturnUrl,
  success_url: v2ReturnUrl,
  failure_url: v2ReturnUrl,
  signature: z.optional(z.string().check(z.maxLength(60))),
  status: z.optional(z.enum(['COMPLETE', 'PENDING', 'CANCELED'])),
};

/** A button's or outcome's choice: an enum the contract already spells out. */
const isChoice = (value: z.core.$ZodType) =>
  value instanceof z.ZodMiniOptional && value._zod.def.innerType._zod.def.type === 'enum';

function sandboxFields(schema: z.ZodMiniType): z.ZodMiniType {
  const { shape } = schema as z.ZodMiniObject;
  const field = (name: string, value: z.core.$ZodType) => SANDBOX_FIELDS[name] ?? (isChoice(value) ? value : esewaText);
  return z.object(Object.fromEntries(Object.entries(shape).map(([name, value]) => [name, field(name, value)])));
}

const bodyOf = (body: RequestBody | undefined, sandbox: boolean): BodySpec => {
  if (!body) return { kind: 'none' };
  const schema = sandbox ? sandboxFields(body.schema) : body.schema;
  return body.kind === 'multipart' ? { kind: 'upload', schema, files: body.files } : { kind: body.kind, schema };
};

function specOf(route: ApiRoute): RouteSpec {
  const operation = `${route.method} ${route.path}`;
  const sandbox = route.tag === 'eSewa sandbox';
  return {
    method: route.method,
    // Hono's spelling: `:id` for a parameter, `*` for the rest of the path.
    path: route.path.replace(/\{path\}$/, '*').replace(/\{(\w+)\}/g, ':$1'),
    body: bodyOf(route.body, sandbox),
    ...(route.query ? { query: sandbox ? sandboxFields(route.query) : route.query } : {}),
    ...(HASHING.has(operation) ? { hashes: true } : {}),
    // The sandbox stand-ins' pages (a form post, or Khalti's page reached by its address).
    ...((route.body?.kind === 'urlencoded' || route.method === 'GET') && route.answers[200]?.kind === 'html'
      ? { html: true }
      : {}),
  };
}

export const API_ROUTES: readonly RouteSpec[] = DOCUMENTED.map(specOf);
