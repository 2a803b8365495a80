import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ESEWA_VERIFY_URLS,
  esewaGateway,
  type EsewaVerification,
  httpEsewaGateway,
  paisaToRupeeText,
  rupeeTextToPaisa,
  transrecVerdict,
  transrecXml,
} from '../../server/services/esewa-gateway';
import { PUBLIC_URL, successQuery, throughSandbox } from './support/sandbox-esewa';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

const PAYMENT: EsewaVerification = { pid: 'TXN1767225600000', amount: '1041.5', refId: '000AE01', merchantCode: 'EPAYTEST' };

describe('amounts as eSewa writes them', () => {
  it.each<[string, number | undefined]>([
    ['250', 25_000],
    ['250.0', 25_000],
    ['250.00', 25_000],
    ['250.5', 25_050],
    ['250.50', 25_050],
    ['250.500', 25_050],
    [' 1041.5 ', 104_150],
    ['0.01', 1],
    ['250.505', undefined],
    ['250.', undefined],
    ['.5', undefined],
    ['-250', undefined],
    ['1e3', undefined],
    ['2,500', undefined],
    ['', undefined],
    ['1234567890', undefined],
  ])('reads %j as %s paisa', (text, paisa) => {
    expect(rupeeTextToPaisa(text)).toBe(paisa);
  });

  it('writes paisa without trailing zeros', () => {
    expect([25_000, 25_050, 104_150, 1, 10].map(paisaToRupeeText)).toEqual(['250', '250.5', '1041.5', '0.01', '0.1']);
  });
});

describe("the transaction check's answer", () => {
  it.each<[string, string]>([
    ['<response><response_code>Success</response_code></response>', 'success'],
    ['<response>\n  <response_code>\n    Success\n  </response_code>\n</response>', 'success'],
    ['<?xml version="1.0"?><response><response_code>failure</response_code></response>', 'failure'],
    ['<response><response_code>success</response_code></response>', 'failure'],
    ['<response><response_code>Successful</response_code></response>', 'failure'],
    ['<response><response_code></response_code></response>', 'failure'],
    ['<response><note>Success</note></response>', 'unreachable'],
    ['<html><body>Service unavailable. Success soon!</body></html>', 'unreachable'],
    ['', 'unreachable'],
  ])('%j is %s', (xml, verdict) => {
    expect(transrecVerdict(xml)).toBe(verdict);
  });

  it('is what the sandbox stand-in answers', () => {
    expect(transrecVerdict(transrecXml(true))).toBe('success');
    expect(transrecVerdict(transrecXml(false))).toBe('failure');
  });
});

describe('the real client', () => {
  let stub: Server;
  let url: string;
  let received: Array<{ method?: string; path?: string; type?: string; body: string }> = [];
  let reply: (response: ServerResponse) => void = () => {};

  beforeAll(async () => {
    stub = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method, path: request.url, type: request.headers['content-type'], body });
        reply(response);
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/epay/transrec`;
  });
  afterEach(() => {
    received = [];
    stub.closeAllConnections();
  });
  afterAll(async () => {
    await new Promise((resolve) => stub.close(resolve));
  });

  const answer = (status: number, body: string) => (response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': 'text/xml' });
    response.end(body);
  };

  it('posts amt, rid, pid and scd as a form and believes only Success', async () => {
    reply = answer(200, '<response>\n<response_code>\nSuccess\n</response_code>\n</response>');
    expect(await httpEsewaGateway(url).verify(PAYMENT)).toBe('success');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/epay/transrec', type: 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      amt: '1041.5',
      rid: '000AE01',
      pid: 'TXN1767225600000',
      scd: 'EPAYTEST',
    });
    reply = answer(200, '<response><response_code>failure</response_code></response>');
    expect(await httpEsewaGateway(url).verify(PAYMENT)).toBe('failure');
  });

  it.each([500, 502, 503, 404, 429])('takes a %i answer for no verdict', async (status) => {
    reply = answer(status, '<response><response_code>Success</response_code></response>');
    expect(await httpEsewaGateway(url).verify(PAYMENT)).toBe('unreachable');
  });

  it('gives up after its timeout', async () => {
    reply = () => {};
    const started = performance.now();
    expect(await httpEsewaGateway(url, 200).verify(PAYMENT)).toBe('unreachable');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('gives up when the connection breaks or is refused', async () => {
    reply = (response) => response.socket?.destroy();
    expect(await httpEsewaGateway(url).verify(PAYMENT)).toBe('unreachable');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await httpEsewaGateway(`http://127.0.0.1:${port}/epay/transrec`).verify(PAYMENT)).toBe('unreachable');
  });

  it("goes to eSewa's own check outside the sandbox", () => {
    expect(ESEWA_VERIFY_URLS).toEqual({
      test: 'https://uat.esewa.com.np/epay/transrec',
      production: 'https://esewa.com.np/epay/transrec',
    });
  });
});

describe('the real client against the sandbox stand-in', () => {
  let t: TestDatabase;
  let server: ReturnType<typeof serve>;
  let transrec: string;

  beforeAll(async () => {
    t = await openTestDatabase({ PUBLIC_URL });
    const { app } = makeTestApp(t.db, t.env);
    server = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
    });
    transrec = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/esewa/sandbox/transrec`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.destroy();
  });

  it('agrees with the sandbox gateway on a payment the stand-in took', async () => {
    const { app } = makeTestApp(t.db, t.env);
    const fields = {
      amt: 620.5, psc: 0, pdc: 0, txAmt: 0, tAmt: 620.5, pid: 'TXN1767225600001', scd: 'EPAYTEST',
      su: `${PUBLIC_URL}/esewa-success`, fu: `${PUBLIC_URL}/esewa-failure`,
    };
    const { refId } = successQuery((await throughSandbox(app, fields)).location);
    const genuine = { pid: fields.pid, amount: '620.5', refId, merchantCode: 'EPAYTEST' };
    const sandbox = esewaGateway({ esewaMode: 'sandbox' }, t.db);
    for (const [payment, verdict] of [
      [genuine, 'success'],
      [{ ...genuine, amount: '620.50' }, 'success'],
      [{ ...genuine, amount: '620' }, 'failure'],
      [{ ...genuine, refId: `${refId}0` }, 'failure'],
      [{ ...genuine, merchantCode: 'NOTUS' }, 'failure'],
    ] as const) {
      expect(await httpEsewaGateway(transrec).verify(payment)).toBe(verdict);
      expect(await sandbox.verify(payment)).toBe(verdict);
    }
  });
});
