/**
 * Configuration from environment variables (docs/rules/system.md#configuration), validated at start.
 *
 *   PORT            3000                      HTTP port of the app and its API
 *   HOST            0.0.0.0                   address to listen on
 *   DATA_DIR        ./data                    SQLite file, uploaded images, generated signing secret
 *   DATABASE_URL    (unset: SQLite)           unset: ${DATA_DIR}/restaurant.sqlite; postgres://… for PostgreSQL
 *   MEDIA_STORE     disk                      disk | database | s3: where uploaded photos live (S3_* for s3)
 *   PUBLIC_URL      http://localhost:${PORT}  address customers use (payment return URLs)
 *   ADMIN_PHONE     9800000000                phone number of the first admin
 *   ADMIN_PASSWORD  Admin@1234                password of the first admin when it is created
 *   DEMO_DATA       1 (production: 0)         1: load demo data into an empty database; 0: don't
 *   ESEWA_MODE      sandbox                   sandbox | test | production
 * ESEWA_API v2 v2: ePay v2's signed form and status API; v1: ePay v1 (docs/rules/api.md#orders-and-payment)
 * ESEWA_PRODUCT_CODE (EPAYTEST) eSewa merchant/product code; required with ESEWA_MODE=production ESEWA_MERCHANT_CODE
 * older name of ESEWA_PRODUCT_CODE ESEWA_SECRET_KEY (eSewa's UAT key) ePay v2 signing key; required with
 * ESEWA_MODE=production KHALTI_MODE sandbox (production: off) off | sandbox | test | production (Khalti ePayment,
 * KPG-2) KHALTI_SECRET_KEY (unset) Khalti's secret key; required with KHALTI_MODE test or production ORDER_PAY_MINUTES
 * 30 how long an unpaid order can be paid MAX_UNPAID_ORDERS 3 unpaid orders one customer may have at once
 * RECONCILE_SECONDS 30 how often unsettled payments and expiries are looked at (0: never) SMS_PROVIDER (unset: log)
 * log: texts are printed only; outbox: also listed at /api/dev/outbox/; http: SMS_HTTP_URL SMS_HTTP_URL (unset) with
 * SMS_PROVIDER=http: the gateway that receives POST {to, text} SMS_HTTP_TOKEN (unset) with SMS_PROVIDER=http: sent as
 * Authorization: Bearer <token> JWT_SECRET (unset: generated) unset: generated once and kept in ${DATA_DIR}/jwt-secret
 * LOG_LEVEL info fatal | error | warn | info | debug | trace | silent TRUST_PROXY_HOPS 0 reverse proxies in front that
 * append to X-Forwarded-For NODE_ENV (unset: demo start) production: a production start, refused with any demo setting
 * DEMO_KEY (random at each start) demo start: the key to the outbox and the sandbox's status and settle
 *
 * `envTable` below is the same list as data, for the README.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { productionProblems } from './env-production';
import {
  DEFAULT_ADMIN_PASSWORD,
  ESEWA_APIS,
  ESEWA_MODES,
  ESEWA_TEST_MERCHANT_CODE,
  ESEWA_TEST_SECRET_KEY,
  KHALTI_MODES,
  LOG_LEVELS,
  MIN_SECRET_LENGTH,
  type Parsed,
  type Variable,
  type VariableName,
  variables,
} from './env-variables';

export { DEFAULT_ADMIN_PASSWORD, ESEWA_APIS, ESEWA_MODES, ESEWA_TEST_MERCHANT_CODE, ESEWA_TEST_SECRET_KEY, LOG_LEVELS };

export interface Env {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** null: SQLite at `sqliteFile`. */
  databaseUrl: string | null;
  sqliteFile: string;
  /** Where uploaded photos live (server/media/create-store.ts); disk: `${dataDir}/media`. */
  media: MediaSettings;
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
  /** Khalti ePayment: off, the offline stand-in, Khalti's sandbox or production (docs/khalti.md). */
  khaltiMode: (typeof KHALTI_MODES)[number];
  /** Sent to Khalti as `Authorization: Key …`; null when off or with the stand-in. */
  khaltiSecretKey: string | null;
  /** Minutes an unpaid order can be paid after it is placed. */
  orderPayMinutes: number;
  maxUnpaidOrders: number;
  /** Seconds between looks at unsettled payments and expired orders; 0: never (tests call the job themselves). */
  reconcileSeconds: number;
  /**
   * outbox: texts are kept and listed at /api/dev/outbox/ (docs/rules/system.md#sms-outbox); http: posted to a gateway.
   */
  /**
   * 'outbox': texts are printed and kept; `listed` (SMS_PROVIDER=outbox, a developer's explicit choice) also serves
   * them at /api/dev/outbox/ to the server's own machine.
   */
  sms: { provider: 'outbox'; listed: boolean } | { provider: 'http'; url: string; token: string | null };
  jwtSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Reverse proxies in front of the server that append the client's address to X-Forwarded-For; 0: none. */
  trustProxyHops?: number;
  /** NODE_ENV=production: checked to hold no demo setting (server/env-production.ts). */
  production: boolean;
  /**
   * The demo start's key to its demo doors (the SMS outbox, the eSewa sandbox's status and settle calls), printed at
   * start; null in production, where those doors do not exist.
   */
  demoKey: string | null;
}

export interface S3Settings {
  /** Unset: AWS itself; otherwise the S3-compatible service's address (MinIO, Garage, R2, Spaces…). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's own chain (its environment variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export type MediaSettings = { kind: 'disk' } | { kind: 'database' } | { kind: 's3'; s3: S3Settings };

export type EnvSource = Record<string, string | undefined>;

export class EnvError extends Error {
  override name = 'EnvError';
}

const JWT_SECRET_FILE = 'jwt-secret';


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
  const given: Record<string, string | undefined> = {};
  for (const [name, variable] of Object.entries(variables) as Array<[VariableName, Variable]>) {
    // An empty value (FOO= in a compose file) means "not set".
    const raw = source[name] === '' ? undefined : source[name];
    given[name] = raw;
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
  if (parsed.MEDIA_STORE === 's3' && (source.S3_BUCKET ?? '') === '')
    problems.push('S3_BUCKET must be set when MEDIA_STORE is s3');
  if (((source.S3_ACCESS_KEY_ID ?? '') === '') !== ((source.S3_SECRET_ACCESS_KEY ?? '') === ''))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset)');
  const production = parsed.NODE_ENV === 'production';
  const khaltiMode = (parsed.KHALTI_MODE as Env['khaltiMode'] | undefined) ?? (production ? 'off' : 'sandbox');
  if ((khaltiMode === 'test' || khaltiMode === 'production') && (source.KHALTI_SECRET_KEY ?? '') === '')
    problems.push(`KHALTI_SECRET_KEY must be set when KHALTI_MODE is ${khaltiMode} (the key Khalti gave the merchant)`);
  if (production) {
    // A variable already reported as invalid is not reported again as a demo setting.
    const reported = new Set(problems.map((problem) => problem.split(' ')[0]));
    problems.push(...productionProblems(given, parsed as Parsed).filter((problem) => !reported.has(problem.split(' ')[0])));
  }
  if (problems.length > 0) {
    const plural = problems.length > 1 ? 's' : '';
    const start = production ? ' for a production start (NODE_ENV=production)' : '';
    throw new EnvError(`Invalid environment variable${plural}${start}:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed as Parsed;
  const dataDir = resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    sqliteFile: join(dataDir, 'restaurant.sqlite'),
    media: mediaSettings(values),
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    adminPhone: values.ADMIN_PHONE,
    adminPassword: values.ADMIN_PASSWORD,
    demoData: values.DEMO_DATA ?? !production,
    esewaMode: values.ESEWA_MODE,
    esewaApi: values.ESEWA_API,
    esewaMerchantCode: values.ESEWA_PRODUCT_CODE ?? values.ESEWA_MERCHANT_CODE ?? ESEWA_TEST_MERCHANT_CODE,
    esewaSecretKey: values.ESEWA_SECRET_KEY ?? ESEWA_TEST_SECRET_KEY,
    khaltiMode,
    khaltiSecretKey: khaltiMode === 'test' || khaltiMode === 'production' ? (values.KHALTI_SECRET_KEY ?? null) : null,
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
    production,
    // 24 random bytes: 32 characters of base64url, as long as the shortest DEMO_KEY accepted.
    demoKey: production ? null : (values.DEMO_KEY ?? randomBytes(24).toString('base64url')),
  };
}

function mediaSettings(values: Parsed): MediaSettings {
  if (values.MEDIA_STORE !== 's3' || !values.S3_BUCKET) return { kind: values.MEDIA_STORE === 'database' ? 'database' : 'disk' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  return {
    kind: 's3',
    s3: {
      endpoint: values.S3_ENDPOINT ?? null,
      bucket: values.S3_BUCKET,
      region: values.S3_REGION,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    },
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
