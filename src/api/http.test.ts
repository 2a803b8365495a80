import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import * as z from 'zod/mini';
import { categoryList } from '../../contract/meal';
import { readCookie } from '../features/account/cookies';
import { createHttp, request } from './http';

type Answer = { status?: number; body?: unknown; type?: string } | Error;

/** A stubbed global fetch answering each call in turn; it records what it was asked. */
function stubFetch(...answers: Answer[]) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.shift() ?? { status: 200, body: [] };
    if (answer instanceof Error) throw answer;
    const { status = 200, body, type = 'application/json' } = answer;
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: text === null ? {} : { 'content-type': type } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The client as the app builds it: bearer from the `access` cookie, 401s reported. */
function client() {
  const onUnauthorized = vi.fn();
  const http = createHttp({ baseURL: '/api', getAccessToken: () => readCookie('access'), onUnauthorized });
  return { http, onUnauthorized };
}

const sentHeaders = (fetch: ReturnType<typeof stubFetch>, call = 0) => new Headers(fetch.mock.calls[call]![1]?.headers);

const clearCookie = (name: string) => (document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

const categories = [{ id: 1, name: 'Momo', meal_count: 4 }];

describe('request(): one call through the client, its answer checked against the contract', () => {
  beforeEach(() => clearCookie('access'));
  afterEach(() => {
    clearCookie('access');
    vi.unstubAllGlobals();
  });

  it('goes through the stubbed global fetch, under the base path', async () => {
    const fetch = stubFetch({ body: categories });
    const { http } = client();
    expect(await request(http, categoryList, '/meal/categories/')).toEqual({ ok: true, data: categories });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/meal/categories/');
  });

  it('sends a bearer built from the access cookie when there is one', async () => {
    document.cookie = 'access=eyJhbGciOi.payload.sig; path=/';
    document.cookie = 'refresh=other; path=/';
    const fetch = stubFetch({ body: categories });
    await request(client().http, categoryList, '/meal/categories/');
    expect(sentHeaders(fetch).get('authorization')).toBe('Bearer eyJhbGciOi.payload.sig');
  });

  it('sends no Authorization header without the cookie', async () => {
    const fetch = stubFetch({ body: categories });
    await request(client().http, categoryList, '/meal/categories/');
    expect(sentHeaders(fetch).has('authorization')).toBe(false);
  });

  it('names the language the pages are shown in, so the server words the SMS in it', async () => {
    const fetch = stubFetch({ body: categories }, { body: categories });
    const before = i18n.locale;
    i18n.activate('ne');
    await request(client().http, categoryList, '/meal/categories/');
    i18n.activate('en');
    await request(client().http, categoryList, '/meal/categories/');
    if (before) i18n.activate(before);
    expect([sentHeaders(fetch, 0).get('accept-language'), sentHeaders(fetch, 1).get('accept-language')]).toEqual([
      'ne',
      'en',
    ]);
  });

  it('still makes the call when the access cookie is not valid percent-encoding', async () => {
    document.cookie = 'access=100%zz; path=/';
    const fetch = stubFetch({ body: categories });
    expect(await request(client().http, categoryList, '/meal/categories/')).toEqual({ ok: true, data: categories });
    expect(sentHeaders(fetch).get('authorization')).toBe('Bearer 100%zz');
  });

  it('reads the cookie on every call, not once', async () => {
    const fetch = stubFetch({ body: categories }, { body: categories });
    const { http } = client();
    await request(http, categoryList, '/meal/categories/');
    document.cookie = 'access=later; path=/';
    await request(http, categoryList, '/meal/categories/');
    expect(sentHeaders(fetch, 0).has('authorization')).toBe(false);
    expect(sentHeaders(fetch, 1).get('authorization')).toBe('Bearer later');
  });

  it('reports a 401 exactly once and returns it as a failure', async () => {
    stubFetch({ status: 401, body: { detail: 'Token is invalid or expired' } });
    const { http, onUnauthorized } = client();
    const result = await request(http, categoryList, '/meal/categories/');
    expect(result).toEqual({ ok: false, message: 'Token is invalid or expired', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([403, 404, 500])('does not report a %i as a 401', async (status) => {
    stubFetch({ status, body: { detail: 'No' } });
    const { http, onUnauthorized } = client();
    await request(http, categoryList, '/meal/categories/');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a 400 field-error body joins every field message with commas',
      { status: 400, body: { phone_number: ['Phone number must be exactly 10 digits'], password: ['Too short'] } },
      'Phone number must be exactly 10 digits, Too short',
    ],
    ['a {detail} body gives the detail', { status: 404, body: { detail: 'Not found.' } }, 'Not found.'],
    [
      'a {message: {...}} body joins its values',
      { status: 400, body: { message: { otp: 'Invalid code', phone: 'Unknown number' } } },
      'Invalid code, Unknown number',
    ],
    ['an empty body gives the generic text', { status: 500 }, 'Something went wrong'],
    [
      // A proxy's error page is not the server's message; it must not end up in a toast.
      'an HTML error page gives the generic text',
      { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', type: 'text/html' },
      'Something went wrong',
    ],
  ] as const)('%s (docs/rules/texts.md#error-catalogue), with the status', async (_, answer, message) => {
    stubFetch(answer);
    const result = await request(client().http, categoryList, '/meal/categories/');
    expect(result).toEqual({ ok: false, message, status: answer.status });
  });

  it('turns an answer off the contract into a failure without a status, not a throw', async () => {
    stubFetch({ body: [{ id: 'one', name: 'Momo' }] });
    const result = await request(client().http, categoryList, '/meal/categories/');
    expect(result).toEqual({ ok: false, message: 'Something went wrong' });
  });

  it('turns a network failure into a failure without a status', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const { http, onUnauthorized } = client();
    const result = await request(http, categoryList, '/meal/categories/');
    expect(result).toEqual({ ok: false, message: 'Something went wrong' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a JSON body with its method', async () => {
    const fetch = stubFetch({ status: 201, body: { message: 'Added' } });
    const result = await request(client().http, z.object({ message: z.string() }), '/cart/cart/', {
      method: 'POST',
      body: { meal: 3 },
    });
    expect(result).toEqual({ ok: true, data: { message: 'Added' } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ meal: 3 });
    expect(sentHeaders(fetch).get('content-type')).toContain('application/json');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('access', 'csrftoken=x; access=a%20b%3Dc; refresh=r')).toBe('a b=c');
  });

  it('keeps an = inside the value', () => {
    expect(readCookie('access', 'access=abc==')).toBe('abc==');
  });

  it('does not match a cookie whose name only ends or starts with the name', () => {
    expect(readCookie('access', 'xaccess=1; access_old=2')).toBeNull();
  });

  it('is null when absent or when there are no cookies', () => {
    expect(readCookie('access', 'refresh=r')).toBeNull();
    expect(readCookie('access', '')).toBeNull();
  });

  it('returns a value that is not valid percent-encoding as it is instead of throwing', () => {
    expect(readCookie('access', 'access=100%zz')).toBe('100%zz');
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'access=from-document; path=/';
    expect(readCookie('access')).toBe('from-document');
    clearCookie('access');
    expect(readCookie('access')).toBeNull();
  });
});
