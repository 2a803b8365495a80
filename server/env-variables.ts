import { z } from 'zod';

/** The variables server/env.ts reads: each one's default, meaning and check, in the order the README lists them. */

export const ESEWA_MODES = ['sandbox', 'test', 'production'] as const;
export const ESEWA_APIS = ['v2', 'v1'] as const;
/** off: Khalti is not offered; sandbox: the server's offline stand-in (demo start only); test / production: Khalti's. */
export const KHALTI_MODES = ['off', 'sandbox', 'test', 'production'] as const;
/** eSewa's public merchant code for its test environment. */
export const ESEWA_TEST_MERCHANT_CODE = 'EPAYTEST';
/** eSewa's published UAT secret key for ePay v2: public, so only a default outside production. */
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
/** The first admin's password when ADMIN_PASSWORD is not set: public, so the banner may show it. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@1234';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Variable {
  default: string;
  meaning: string;
  /** Never echo the value back in an error message (it may hold a password). */
  secret?: boolean;
  schema: z.ZodType<unknown, string | undefined>;
}

function merchantCode() {
  return z
    .string()
    .refine((value) => /^[A-Za-z0-9_-]{1,64}$/.test(value), {
      message: 'must be 1 to 64 letters, digits, - or _',
    })
    .optional();
}

function wholeNumber(fallback: string, min: number, max: number) {
  return z
    .string()
    .default(fallback)
    .refine((value) => /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max, {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);
}
export const MIN_SECRET_LENGTH = 32;
/** Where uploaded photos live (server/media/create-store.ts). */
export const MEDIA_KINDS = ['disk', 'database', 's3'] as const;

function httpUrl() {
  return z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http:// or https:// URL',
    })
    .optional();
}

export const variables = {
  PORT: {
    default: '3000',
    meaning: 'HTTP port of the app and its API.',
    schema: z
      .string()
      .default('3000')
      .refine((value) => /^\d{1,5}$/.test(value) && Number(value) <= 65_535, {
        message: 'must be a whole number from 0 to 65535',
      })
      .transform(Number),
  },
  HOST: {
    default: '0.0.0.0',
    meaning: 'Address to listen on (127.0.0.1 to accept local connections only).',
    schema: z.string().default('0.0.0.0'),
  },
  DATA_DIR: {
    default: './data',
    meaning: 'Folder for the SQLite file, uploaded images and the generated signing secret.',
    schema: z.string().default('./data'),
  },
  DATABASE_URL: {
    default: '(unset)',
    meaning: 'Unset: SQLite file in DATA_DIR. postgres://user:password@host:5432/name: PostgreSQL.',
    secret: true,
    schema: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\/\S+$/.test(value), {
        message: 'must start with postgres:// or postgresql:// (leave it unset for SQLite)',
      })
      .optional(),
  },
  MEDIA_STORE: {
    default: 'disk',
    meaning:
      'Where uploaded photos live. disk: files in DATA_DIR/media (one instance, or a folder every instance shares). database: rows of the database (every instance on one PostgreSQL serves them, nothing else to run). s3: an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT…). npm run media:move copies the disk\'s photos to the other two.',
    schema: z.enum(MEDIA_KINDS, { error: `must be one of ${MEDIA_KINDS.join(', ')}` }).default('disk'),
  },
  S3_ENDPOINT: {
    default: '(unset: AWS)',
    meaning: "With MEDIA_STORE=s3: the S3-compatible service's address (https://…, path-style requests). Unset: AWS S3.",
    schema: httpUrl(),
  },
  S3_BUCKET: {
    default: '(unset)',
    meaning: 'With MEDIA_STORE=s3: the bucket the photos go in (required then); it must exist already.',
    schema: z
      .string()
      .refine((value) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
        message: 'must be 3 to 63 lower-case letters, digits, dots or dashes',
      })
      .optional(),
  },
  S3_REGION: {
    default: 'us-east-1',
    meaning: "With MEDIA_STORE=s3: the bucket's region (most S3-compatible services take any value).",
    schema: z.string().default('us-east-1'),
  },
  S3_ACCESS_KEY_ID: {
    default: '(unset)',
    meaning: "With MEDIA_STORE=s3: the access key; unset with S3_SECRET_ACCESS_KEY: the AWS SDK's own chain (its variables, an instance role).",
    schema: z.string().optional(),
  },
  S3_SECRET_ACCESS_KEY: {
    default: '(unset)',
    meaning: 'With MEDIA_STORE=s3: the secret key that goes with S3_ACCESS_KEY_ID.',
    secret: true,
    schema: z.string().optional(),
  },
  PUBLIC_URL: {
    default: 'http://localhost:${PORT}',
    meaning: 'The address customers use; payment return URLs point here.',
    schema: z
      .string()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http:// or https:// URL',
      })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  },
  ADMIN_PHONE: {
    default: '9800000000',
    meaning: 'Phone number of the first admin account, created at start when missing.',
    schema: z
      .string()
      .default('9800000000')
      .refine((value) => /^\d{10}$/.test(value), {
        message: 'must be exactly 10 digits',
      }),
  },
  ADMIN_PASSWORD: {
    default: DEFAULT_ADMIN_PASSWORD,
    meaning: 'Password of the first admin when it is created (change it after the first login).',
    secret: true,
    schema: z
      .string()
      .default(DEFAULT_ADMIN_PASSWORD)
      .refine(
        (value) =>
          value.length >= 8 &&
          /[a-z]/.test(value) &&
          /[A-Z]/.test(value) &&
          /\d/.test(value) &&
          /[^A-Za-z0-9]/.test(value),
        {
          message:
            'must have at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character',
        },
      ),
  },
  DEMO_DATA: {
    default: '1 (0 in production)',
    meaning:
      "1: load demo categories, meals, restaurant info and a demo customer into an empty database. 0: don't. Refused in production: the demo customer's password is published.",
    // No default here: server/env.ts defaults it by the kind of start, and refuses a 1 asked for in production.
    schema: z
      .enum(['1', '0'], { error: 'must be 1 or 0' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === '1')),
  },
  ESEWA_MODE: {
    default: 'sandbox',
    meaning: "sandbox: the server hosts a stand-in for eSewa (offline). test / production: eSewa's real gateway.",
    schema: z.enum(ESEWA_MODES, { error: `must be one of ${ESEWA_MODES.join(', ')}` }).default('sandbox'),
  },
  ESEWA_API: {
    default: 'v2',
    meaning:
      "v2: eSewa ePay v2 (signed form, signed return, status API for reconciliation): what eSewa gives merchants today. v1: ePay v1's form of docs/rules/api.md#orders-and-payment (amt, pid, scd, su, fu) and its transrec check.",
    schema: z.enum(ESEWA_APIS, { error: `must be one of ${ESEWA_APIS.join(', ')}` }).default('v2'),
  },
  ESEWA_PRODUCT_CODE: {
    default: ESEWA_TEST_MERCHANT_CODE,
    meaning:
      "eSewa merchant code: v2's product_code, v1's scd. Unset: eSewa's test merchant EPAYTEST; required with ESEWA_MODE=production.",
    schema: merchantCode(),
  },
  ESEWA_MERCHANT_CODE: {
    default: '(unset)',
    meaning: 'Older name of ESEWA_PRODUCT_CODE, still read when that one is unset.',
    schema: merchantCode(),
  },
  ESEWA_SECRET_KEY: {
    default: '(eSewa UAT key)',
    meaning:
      "ePay v2 secret key from eSewa, used to sign the payment form and check eSewa's signed answer. Unset: eSewa's published UAT key; required with ESEWA_MODE=production.",
    secret: true,
    schema: z.string().min(8, { message: 'must have at least 8 characters' }).optional(),
  },
  KHALTI_MODE: {
    default: 'sandbox (production: off)',
    meaning:
      "Khalti ePayment (KPG-2). off: not offered. sandbox: the server hosts a stand-in for Khalti (offline; refused in production). test: Khalti's sandbox (dev.khalti.com). production: khalti.com. test and production need KHALTI_SECRET_KEY.",
    // No default here: server/env.ts defaults it by the kind of start, as DEMO_DATA.
    schema: z.enum(KHALTI_MODES, { error: `must be one of ${KHALTI_MODES.join(', ')}` }).optional(),
  },
  KHALTI_SECRET_KEY: {
    default: '(unset)',
    meaning:
      "The merchant's live_secret_key from Khalti's admin (test-admin.khalti.com for KHALTI_MODE=test), sent as Authorization: Key <key>. Required with KHALTI_MODE test or production.",
    secret: true,
    schema: z.string().min(8, { message: 'must have at least 8 characters' }).optional(),
  },
  ORDER_PAY_MINUTES: {
    default: '30',
    meaning:
      'Minutes an unpaid order can be paid after it is placed; then it expires and the customer orders again (at the prices and hours of then).',
    schema: wholeNumber('30', 1, 24 * 60),
  },
  MAX_UNPAID_ORDERS: {
    default: '3',
    meaning: 'Unpaid orders one customer may have at once.',
    schema: wholeNumber('3', 1, 50),
  },
  RECONCILE_SECONDS: {
    default: '30',
    meaning:
      "Seconds between looks at payments whose return never came (asked of eSewa's status API at 5, 15 and 60 minutes) and at orders whose time to pay ran out. 0: never.",
    schema: wholeNumber('30', 0, 3600),
  },
  SMS_PROVIDER: {
    default: '(unset)',
    meaning:
      'http: each text is posted to SMS_HTTP_URL (the only choice in production). Unset or log: texts are not sent, only printed on the server output. outbox (the demo start; npm start and npm run dev choose it): also listed at /api/dev/outbox/ to whoever holds the demo key (DEMO_KEY) or an admin token.',
    schema: z.enum(['log', 'outbox', 'http'], { error: 'must be unset, log, outbox or http' }).default('log'),
  },
  SMS_HTTP_URL: {
    default: '(unset)',
    meaning: 'With SMS_PROVIDER=http: the SMS gateway URL; each text is POSTed to it as JSON {"to", "text"}.',
    schema: z
      .string()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http:// or https:// URL',
      })
      .optional(),
  },
  SMS_HTTP_TOKEN: {
    default: '(unset)',
    meaning: 'With SMS_PROVIDER=http: sent to the gateway as "Authorization: Bearer <token>" (unset: no header).',
    secret: true,
    schema: z.string().optional(),
  },
  JWT_SECRET: {
    default: '(generated)',
    meaning: `Signing secret for access tokens (at least ${MIN_SECRET_LENGTH} characters). Unset: generated once and kept in DATA_DIR/jwt-secret.`,
    secret: true,
    schema: z
      .string()
      .min(MIN_SECRET_LENGTH, { message: `must have at least ${MIN_SECRET_LENGTH} characters` })
      .optional(),
  },
  LOG_LEVEL: {
    default: 'info',
    meaning: `Log level: ${LOG_LEVELS.join(' | ')}.`,
    schema: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  },
  TRUST_PROXY_HOPS: {
    default: '0',
    meaning:
      'How many reverse proxies in front of the server append to X-Forwarded-For. 0: the socket address is the client (the header is ignored). 1: behind one proxy (nginx, Caddy), its last entry is the client.',
    schema: z
      .string()
      .default('0')
      .refine((value) => /^[0-5]$/.test(value), { message: 'must be a whole number from 0 to 5' })
      .transform(Number),
  },
  NODE_ENV: {
    default: '(unset)',
    meaning:
      'production: a production start, which refuses to run with any demo setting (see server/env-production.ts). Unset, development or test: the demo start.',
    schema: z
      .enum(['development', 'test', 'production'], { error: 'must be unset, development, test or production' })
      .optional(),
  },
  DEMO_KEY: {
    default: '(random at each start)',
    meaning: `Demo start only: the key that opens the SMS outbox and the eSewa sandbox's status and settle calls (?key= or the X-Demo-Key header), printed at start. At least ${MIN_SECRET_LENGTH} letters, digits, - or _. Unset: a new random key at every start. Ignored in production.`,
    secret: true,
    schema: z
      .string()
      .refine((value) => new RegExp(`^[A-Za-z0-9_-]{${MIN_SECRET_LENGTH},256}$`).test(value), {
        message: `must be at least ${MIN_SECRET_LENGTH} letters, digits, - or _ (at most 256)`,
      })
      .optional(),
  },
} satisfies Record<string, Variable>;

export type VariableName = keyof typeof variables;
export type Parsed = { [K in VariableName]: z.output<(typeof variables)[K]['schema']> };
