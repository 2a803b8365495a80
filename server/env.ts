/**
 * Configuration from environment variables (decisions §1), validated at start.
 *
 *   PORT            3000                      HTTP port of the app and its API
 *   HOST            0.0.0.0                   address to listen on
 *   DATA_DIR        ./data                    SQLite file, uploaded images, generated signing secret
 *   DATABASE_URL    (unset: SQLite)           unset: ${DATA_DIR}/restaurant.sqlite; postgres://… for PostgreSQL
 *   PUBLIC_URL      http://localhost:${PORT}  address customers use (payment return URLs)
 *   ADMIN_PHONE     9800000000                phone number of the first admin
 *   ADMIN_PASSWORD  Admin@1234                password of the first admin when it is created
 *   DEMO_DATA       1                         1: load demo data into an empty database; 0: don't
 *   ESEWA_MODE      sandbox                   sandbox | test | production
 *   ESEWA_API       v2                        v2: ePay v2's signed form and status API; v1: ePay v1 (spec §7)
 *   ESEWA_PRODUCT_CODE (EPAYTEST)             eSewa merchant/product code; required with ESEWA_MODE=production
 *   ESEWA_MERCHANT_CODE                       older name of ESEWA_PRODUCT_CODE
 *   ESEWA_SECRET_KEY (eSewa's UAT key)        ePay v2 signing key; required with ESEWA_MODE=production
 *   ORDER_PAY_MINUTES 30                      how long an unpaid order can be paid
 *   MAX_UNPAID_ORDERS 3                       unpaid orders one customer may have at once
 *   RECONCILE_SECONDS 30                      how often unsettled payments and expiries are looked at (0: never)
 *   SMS_PROVIDER    (unset: log)              log: texts are printed only; outbox: also listed at /api/dev/outbox/; http: SMS_HTTP_URL
 *   SMS_HTTP_URL    (unset)                   with SMS_PROVIDER=http: the gateway that receives POST {to, text}
 *   SMS_HTTP_TOKEN  (unset)                   with SMS_PROVIDER=http: sent as Authorization: Bearer <token>
 *   JWT_SECRET      (unset: generated)        unset: generated once and kept in ${DATA_DIR}/jwt-secret
 *   LOG_LEVEL       info                      fatal | error | warn | info | debug | trace | silent
 *   TRUST_PROXY_HOPS 0                        reverse proxies in front that append to X-Forwarded-For
 *
 * `envTable` below is the same list as data, for the README.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

export const ESEWA_MODES = ['sandbox', 'test', 'production'] as const;
export const ESEWA_APIS = ['v2', 'v1'] as const;
/** eSewa's public merchant code for its test environment. */
export const ESEWA_TEST_MERCHANT_CODE = 'EPAYTEST';
/** eSewa's published UAT secret key for ePay v2: public, so only a default outside production. */
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
/** The first admin's password when ADMIN_PASSWORD is not set: public, so the banner may show it. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@1234';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Env {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** null: SQLite at `sqliteFile`. */
  databaseUrl: string | null;
  sqliteFile: string;
  publicUrl: string;
  adminPhone: string;
  adminPassword: string;
  demoData: boolean;
  esewaMode: (typeof ESEWA_MODES)[number];
  esewaApi: (typeof ESEWA_APIS)[number];
  /** v1's `scd`, v2's `product_code`: eSewa's public test merchant outside production. */
  esewaMerchantCode: string;
  /** ePay v2's HMAC key: eSewa's public UAT key outside production. */
  esewaSecretKey: string;
  /** Minutes an unpaid order can be paid after it is placed. */
  orderPayMinutes: number;
  maxUnpaidOrders: number;
  /** Seconds between looks at unsettled payments and expired orders; 0: never (tests call the job themselves). */
  reconcileSeconds: number;
  /** outbox: texts are kept and listed at /api/dev/outbox/ (decisions §6); http: posted to a gateway. */
  /**
   * 'outbox': texts are printed and kept; `listed` (SMS_PROVIDER=outbox, a developer's explicit choice) also serves
   * them at /api/dev/outbox/ to the server's own machine.
   */
  sms: { provider: 'outbox'; listed: boolean } | { provider: 'http'; url: string; token: string | null };
  jwtSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Reverse proxies in front of the server that append the client's address to X-Forwarded-For; 0: none. */
  trustProxyHops?: number;
}

export type EnvSource = Record<string, string | undefined>;

export class EnvError extends Error {
  override name = 'EnvError';
}

interface Variable {
  default: string;
  meaning: string;
  /** Never echo the value back in an error message (it may hold a password). */
  secret?: boolean;
  schema: z.ZodType<unknown, string | undefined>;
}

const JWT_SECRET_FILE = 'jwt-secret';

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
const MIN_SECRET_LENGTH = 32;

const variables = {
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
    default: '1',
    meaning: "1: load demo categories, meals, restaurant info and a demo customer into an empty database. 0: don't.",
    schema: z
      .enum(['1', '0'], { error: 'must be 1 or 0' })
      .default('1')
      .transform((value) => value === '1'),
  },
  ESEWA_MODE: {
    default: 'sandbox',
    meaning: "sandbox: the server hosts a stand-in for eSewa (offline). test / production: eSewa's real gateway.",
    schema: z.enum(ESEWA_MODES, { error: `must be one of ${ESEWA_MODES.join(', ')}` }).default('sandbox'),
  },
  ESEWA_API: {
    default: 'v2',
    meaning:
      "v2: eSewa ePay v2 (signed form, signed return, status API for reconciliation): what eSewa gives merchants today. v1: ePay v1's form of spec §7 (amt, pid, scd, su, fu) and its transrec check.",
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
      'Unset or log: text messages are not sent, only printed on the server output. outbox (development only): also listed at /api/dev/outbox/ to clients on the server itself, never through a proxy. http: posted to SMS_HTTP_URL.',
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
} satisfies Record<string, Variable>;

type VariableName = keyof typeof variables;
type Parsed = { [K in VariableName]: z.output<(typeof variables)[K]['schema']> };

/** Name, default and meaning of every variable, in the order the README lists them. */
export const envTable: ReadonlyArray<{ name: VariableName; default: string; meaning: string }> = Object.entries(
  variables,
).map(([name, variable]) => ({ name: name as VariableName, default: variable.default, meaning: variable.meaning }));

/**
 * Reads and checks the variables; a bad value throws an EnvError naming each variable and what is wrong.
 * Without JWT_SECRET it creates DATA_DIR to keep the generated secret there.
 */
export function loadEnv(source: EnvSource = process.env): Env {
  const problems: string[] = [];
  const parsed: Partial<Record<VariableName, unknown>> = {};
  for (const [name, variable] of Object.entries(variables) as Array<[VariableName, Variable]>) {
    // An empty value (FOO= in a compose file) means "not set".
    const raw = source[name] === '' ? undefined : source[name];
    const result = variable.schema.safeParse(raw);
    if (result.success) {
      parsed[name] = result.data;
    } else {
      const message = result.error.issues[0]?.message ?? 'is invalid';
      const shown = raw === undefined || variable.secret ? '' : ` (got ${JSON.stringify(raw)})`;
      problems.push(`${name} ${message}${shown}`);
    }
  }
  // A bad SMS_HTTP_URL is already reported above; only a missing one is reported here.
  const smsUrlMissing = (source.SMS_HTTP_URL ?? '') === '';
  if (parsed.SMS_PROVIDER === 'http' && smsUrlMissing)
    problems.push('SMS_HTTP_URL must be set when SMS_PROVIDER is http');
  if (parsed.ESEWA_MODE === 'production') {
    if ((source.ESEWA_PRODUCT_CODE ?? '') === '' && (source.ESEWA_MERCHANT_CODE ?? '') === '')
      problems.push('ESEWA_PRODUCT_CODE must be set when ESEWA_MODE is production');
    if (parsed.ESEWA_API === 'v2' && (source.ESEWA_SECRET_KEY ?? '') === '')
      problems.push('ESEWA_SECRET_KEY must be set when ESEWA_MODE is production (the key eSewa gave the merchant)');
  }
  if (problems.length > 0) {
    throw new EnvError(`Invalid environment variable${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed as Parsed;
  const dataDir = resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    sqliteFile: join(dataDir, 'restaurant.sqlite'),
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    adminPhone: values.ADMIN_PHONE,
    adminPassword: values.ADMIN_PASSWORD,
    demoData: values.DEMO_DATA,
    esewaMode: values.ESEWA_MODE,
    esewaApi: values.ESEWA_API,
    esewaMerchantCode: values.ESEWA_PRODUCT_CODE ?? values.ESEWA_MERCHANT_CODE ?? ESEWA_TEST_MERCHANT_CODE,
    esewaSecretKey: values.ESEWA_SECRET_KEY ?? ESEWA_TEST_SECRET_KEY,
    orderPayMinutes: values.ORDER_PAY_MINUTES,
    maxUnpaidOrders: values.MAX_UNPAID_ORDERS,
    reconcileSeconds: values.RECONCILE_SECONDS,
    sms:
      values.SMS_PROVIDER === 'http' && values.SMS_HTTP_URL
        ? { provider: 'http', url: values.SMS_HTTP_URL, token: values.SMS_HTTP_TOKEN ?? null }
        : { provider: 'outbox', listed: values.SMS_PROVIDER === 'outbox' },
    jwtSecret: values.JWT_SECRET ?? persistentSecret(dataDir),
    trustProxyHops: values.TRUST_PROXY_HOPS,
    logLevel: values.LOG_LEVEL,
  };
}

/**
 * A secret that survives restarts (or every login would end at each deploy) and is shared by every instance that
 * shares DATA_DIR. Created with 'wx' so two instances starting at once cannot each write their own.
 */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new EnvError(
      `JWT_SECRET is unset and ${file} holds fewer than ${MIN_SECRET_LENGTH} characters: delete it to have a new one generated`,
    );
  }
  return secret;
}
