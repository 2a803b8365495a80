import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envTable } from '../../server/env';
import { useEnvLoader } from './support/env-refusal';

const { load, refusal: messageOf, dataDir: dir } = useEnvLoader('restaurant-env-');

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = load();
    expect(env).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir(),
      databaseUrl: null,
      sqliteFile: join(dir(), 'restaurant.sqlite'),
      publicUrl: 'http://localhost:3000',
      adminPhone: '9800000000',
      adminPassword: 'Admin@1234',
      demoData: true,
      esewaMode: 'sandbox',
      esewaApi: 'v2',
      esewaMerchantCode: 'EPAYTEST',
      esewaSecretKey: '8gBm/:&EnhH.1/q',
      khaltiMode: 'sandbox',
      khaltiSecretKey: null,
      orderPayMinutes: 30,
      maxUnpaidOrders: 3,
      reconcileSeconds: 30,
      sms: { provider: 'outbox', listed: false },
      logLevel: 'info',
      production: false,
    });
  });

  it('reads every variable', () => {
    const env = load({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app:secret@db:5432/restaurant',
      PUBLIC_URL: 'https://momo.example.com/',
      ADMIN_PHONE: '9812345678',
      ADMIN_PASSWORD: 'Str0ng!Pass',
      DEMO_DATA: '0',
      ESEWA_MODE: 'production',
      ESEWA_API: 'v2',
      ESEWA_PRODUCT_CODE: 'HIMALAYAN_01',
      ESEWA_SECRET_KEY: 'k3y-from-esewa',
      ORDER_PAY_MINUTES: '20',
      MAX_UNPAID_ORDERS: '2',
      RECONCILE_SECONDS: '60',
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://app:secret@db:5432/restaurant',
      publicUrl: 'https://momo.example.com',
      adminPhone: '9812345678',
      adminPassword: 'Str0ng!Pass',
      demoData: false,
      esewaMode: 'production',
      esewaApi: 'v2',
      esewaMerchantCode: 'HIMALAYAN_01',
      esewaSecretKey: 'k3y-from-esewa',
      orderPayMinutes: 20,
      maxUnpaidOrders: 2,
      reconcileSeconds: 60,
      jwtSecret: 'x'.repeat(40),
      logLevel: 'warn',
    });
  });

  it('configures the HTTP SMS gateway and never echoes its token', () => {
    expect(
      load({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', SMS_HTTP_TOKEN: 't0k3n' }).sms,
    ).toEqual({ provider: 'http', url: 'https://sms.example.com/send', token: 't0k3n' });
    expect(load({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' }).sms).toEqual({
      provider: 'http',
      url: 'https://sms.example.com/send',
      token: null,
    });
    expect(messageOf({ SMS_PROVIDER: 'sms', SMS_HTTP_TOKEN: 't0k3n' })).not.toMatch(/t0k3n/);
  });

  it('follows PORT in the default PUBLIC_URL and treats empty values as unset', () => {
    expect(load({ PORT: '4000', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number from 0 to 65535 \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ ESEWA_MODE: 'live' }, /ESEWA_MODE must be one of sandbox, test, production \(got "live"\)/],
    [{ ESEWA_MODE: 'production' }, /ESEWA_PRODUCT_CODE must be set when ESEWA_MODE is production/],
    [{ ESEWA_MODE: 'production', ESEWA_PRODUCT_CODE: 'SHOP' }, /ESEWA_SECRET_KEY must be set when ESEWA_MODE is production/],
    [{ ESEWA_MERCHANT_CODE: 'bad code!' }, /ESEWA_MERCHANT_CODE must be 1 to 64 letters, digits, - or _/],
    [{ ESEWA_PRODUCT_CODE: 'bad code!' }, /ESEWA_PRODUCT_CODE must be 1 to 64 letters, digits, - or _/],
    [{ ESEWA_API: 'v3' }, /ESEWA_API must be one of v2, v1 \(got "v3"\)/],
    [{ ESEWA_SECRET_KEY: 'short' }, /ESEWA_SECRET_KEY must have at least 8 characters/],
    [{ KHALTI_MODE: 'live' }, /KHALTI_MODE must be one of off, sandbox, test, production \(got "live"\)/],
    [{ KHALTI_MODE: 'test' }, /KHALTI_SECRET_KEY must be set when KHALTI_MODE is test/],
    [{ KHALTI_MODE: 'production' }, /KHALTI_SECRET_KEY must be set when KHALTI_MODE is production/],
    [{ KHALTI_SECRET_KEY: 'short' }, /KHALTI_SECRET_KEY must have at least 8 characters/],
    [{ ORDER_PAY_MINUTES: '0' }, /ORDER_PAY_MINUTES must be a whole number from 1 to 1440/],
    [{ MAX_UNPAID_ORDERS: 'many' }, /MAX_UNPAID_ORDERS must be a whole number from 1 to 50/],
    [{ RECONCILE_SECONDS: '-5' }, /RECONCILE_SECONDS must be a whole number from 0 to 3600/],
    [{ DEMO_DATA: 'yes' }, /DEMO_DATA must be 1 or 0/],
    [{ ADMIN_PHONE: '12345' }, /ADMIN_PHONE must be exactly 10 digits/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must have at least 8 characters/],
    [{ PUBLIC_URL: 'localhost:3000' }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ JWT_SECRET: 'too-short' }, /JWT_SECRET must have at least 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ TRUST_PROXY_HOPS: 'yes' }, /TRUST_PROXY_HOPS must be a whole number from 0 to 5 \(got "yes"\)/],
    [{ SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER must be unset, log, outbox or http \(got "twilio"\)/],
    [{ SMS_PROVIDER: 'http' }, /SMS_HTTP_URL must be set when SMS_PROVIDER is http/],
    [
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'sms.example.com/send' },
      /SMS_HTTP_URL must be an http:\/\/ or https:\/\/ URL/,
    ],
  ])('rejects %o with a message naming the variable', (values, message) => {
    expect(messageOf(values)).toMatch(message);
  });

  it('still reads ESEWA_MERCHANT_CODE, the older name of ESEWA_PRODUCT_CODE, and keeps v1 selectable', () => {
    expect(load({ ESEWA_MERCHANT_CODE: 'OLD_NAME', ESEWA_API: 'v1' })).toMatchObject({
      esewaMerchantCode: 'OLD_NAME',
      esewaApi: 'v1',
    });
    expect(load({ ESEWA_MERCHANT_CODE: 'OLD_NAME', ESEWA_PRODUCT_CODE: 'NEW_NAME' }).esewaMerchantCode).toBe('NEW_NAME');
    // v1 has no secret key: production needs only the merchant code.
    expect(load({ ESEWA_MODE: 'production', ESEWA_API: 'v1', ESEWA_MERCHANT_CODE: 'SHOP' }).esewaMode).toBe('production');
  });

  it('never echoes the eSewa secret key', () => {
    expect(messageOf({ ESEWA_SECRET_KEY: 'tiny' })).not.toMatch(/tiny/);
  });

  it('lists every problem at once and never echoes a secret', () => {
    const message = messageOf({ PORT: '-1', DATABASE_URL: 'mysql://root:hunter2@db/x', ADMIN_PASSWORD: 'hunter2' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/ADMIN_PASSWORD/);
    expect(message).not.toMatch(/hunter2/);
  });

  it('generates the JWT secret once, keeps it private in DATA_DIR and reuses it', async () => {
    const first = load().jwtSecret;
    const file = join(dir(), 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(file, 'utf8')).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(load().jwtSecret).toBe(first);
  });

  it('refuses a damaged secret file instead of signing with it', async () => {
    await writeFile(join(dir(), 'jwt-secret'), 'abc');
    expect(() => load()).toThrow(/jwt-secret/);
  });

  it('documents every variable it reads', () => {
    expect(envTable.map((row) => row.name)).toEqual([
      'PORT',
      'HOST',
      'DATA_DIR',
      'DATABASE_URL',
      'MEDIA_STORE',
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'PUBLIC_URL',
      'ADMIN_PHONE',
      'ADMIN_PASSWORD',
      'DEMO_DATA',
      'ESEWA_MODE',
      'ESEWA_API',
      'ESEWA_PRODUCT_CODE',
      'ESEWA_MERCHANT_CODE',
      'ESEWA_SECRET_KEY',
      'KHALTI_MODE',
      'KHALTI_SECRET_KEY',
      'ORDER_PAY_MINUTES',
      'MAX_UNPAID_ORDERS',
      'RECONCILE_SECONDS',
      'SMS_PROVIDER',
      'SMS_HTTP_URL',
      'SMS_HTTP_TOKEN',
      'JWT_SECRET',
      'LOG_LEVEL',
      'TRUST_PROXY_HOPS',
      'NODE_ENV',
      'DEMO_KEY',
    ]);
    for (const row of envTable) expect(row.meaning.length).toBeGreaterThan(10);
  });
});

describe('the demo key', () => {
  it('is random at every demo start unless DEMO_KEY gives one, and long enough not to be guessed', () => {
    const first = load().demoKey;
    const second = load().demoKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first).not.toBe(second);
    expect(load({ DEMO_KEY: 'k'.repeat(40) }).demoKey).toBe('k'.repeat(40));
  });

  it('refuses a short or unprintable DEMO_KEY without echoing it', () => {
    const message = messageOf({ DEMO_KEY: 'short-key' });
    expect(message).toMatch(/DEMO_KEY must be at least 32 letters, digits, - or _/);
    expect(message).not.toMatch(/short-key/);
    expect(messageOf({ DEMO_KEY: `${'k'.repeat(40)} ?&` })).toMatch(/DEMO_KEY must be/);
  });
});

describe('a production start (NODE_ENV=production)', () => {
  const ready = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://momo.example.com',
    ADMIN_PASSWORD: 'Str0ng!Pass',
    ESEWA_MODE: 'production',
    ESEWA_PRODUCT_CODE: 'HIMALAYAN_01',
    ESEWA_SECRET_KEY: 'k3y-from-esewa',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.com/send',
  };

  it('starts with a real SMS gateway and eSewa, no demo data and no demo key', () => {
    expect(load(ready)).toMatchObject({
      production: true,
      demoData: false,
      demoKey: null,
      esewaMode: 'production',
      sms: { provider: 'http', url: 'https://sms.example.com/send' },
      publicUrl: 'https://momo.example.com',
    });
    // eSewa's test gateway is eSewa's, not this server's sandbox: a restaurant tries it on its real address first.
    expect(load({ ...ready, ESEWA_MODE: 'test', ESEWA_PRODUCT_CODE: undefined }).esewaMode).toBe('test');
    expect(load({ ...ready, DEMO_DATA: '0' }).demoData).toBe(false);
    // Khalti is not offered unless asked for; asked for, it needs the merchant's key and never the stand-in.
    expect(load(ready)).toMatchObject({ khaltiMode: 'off', khaltiSecretKey: null });
    expect(load({ ...ready, KHALTI_MODE: 'production', KHALTI_SECRET_KEY: 'live-secret-key-1' })).toMatchObject({
      khaltiMode: 'production',
      khaltiSecretKey: 'live-secret-key-1',
    });
    // A DEMO_KEY left in the environment opens nothing in production.
    expect(load({ ...ready, DEMO_KEY: 'k'.repeat(40) }).demoKey).toBeNull();
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['no SMS provider', { SMS_PROVIDER: undefined, SMS_HTTP_URL: undefined }, /^ {2}SMS_PROVIDER must be http in production/m],
    ['the outbox', { SMS_PROVIDER: 'outbox' }, /^ {2}SMS_PROVIDER must be http in production.*\(got "outbox"\)$/m],
    ['texts only printed', { SMS_PROVIDER: 'log' }, /^ {2}SMS_PROVIDER must be http in production.*\(got "log"\)$/m],
    ['no eSewa mode', { ESEWA_MODE: undefined }, /^ {2}ESEWA_MODE must be production \(or test\) in production/m],
    ['the sandbox', { ESEWA_MODE: 'sandbox' }, /^ {2}ESEWA_MODE must be production \(or test\) in production.*\(got "sandbox"\)$/m],
    ['the Khalti sandbox', { KHALTI_MODE: 'sandbox' }, /^ {2}KHALTI_MODE must be production, test or off in production.*\(got "sandbox"\)$/m],
    ['no admin password', { ADMIN_PASSWORD: undefined }, /^ {2}ADMIN_PASSWORD must be set in production to a password of your own/m],
    ['the published admin password', { ADMIN_PASSWORD: 'Admin@1234' }, /^ {2}ADMIN_PASSWORD must be set in production/m],
    ['demo data', { DEMO_DATA: '1' }, /^ {2}DEMO_DATA must be 0 or unset in production/m],
    ['no public address', { PUBLIC_URL: undefined }, /^ {2}PUBLIC_URL must be set in production/m],
  ])('refuses %s, naming the variable and what to set', (_, change, message) => {
    const text = messageOf({ ...ready, ...change });
    expect(text).toMatch(/^Invalid environment variable for a production start \(NODE_ENV=production\):/);
    expect(text).toMatch(message);
    expect(text.split('\n')).toHaveLength(2);
  });

  it('names every demo setting at once when none was changed', () => {
    const text = messageOf({ NODE_ENV: 'production' });
    for (const name of ['PUBLIC_URL', 'ADMIN_PASSWORD', 'ESEWA_MODE', 'SMS_PROVIDER'])
      expect(text, name).toMatch(new RegExp(`^  ${name} must be`, 'm'));
  });

  it('refuses a NODE_ENV that is neither production nor a demo start, rather than guess', () => {
    expect(messageOf({ NODE_ENV: 'prod' })).toMatch(/NODE_ENV must be unset, development, test or production \(got "prod"\)/);
    expect(load({ NODE_ENV: 'development' }).production).toBe(false);
    expect(load({ NODE_ENV: 'test' }).production).toBe(false);
  });
});

describe('a production start with other mistakes too', () => {
  it('lists them with the demo settings in one message, each variable once', () => {
    const text = messageOf({ NODE_ENV: 'production', PORT: 'abc', PUBLIC_URL: 'momo.example.com' });
    expect(text).toMatch(/^ {2}PORT must be a whole number/m);
    expect(text).toMatch(/^ {2}PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/m);
    expect(text).not.toMatch(/^ {2}PUBLIC_URL must be set/m);
    expect(text).toMatch(/^ {2}SMS_PROVIDER must be http in production/m);
  });
});
