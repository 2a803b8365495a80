import { vi } from 'vitest';
import { createHttp } from '../http';

/** One answer of the fake host; `stream` answers an event stream that stays open, as the server's does. */
export type Reply = { status?: number; body?: unknown; stream?: string[] };

/** What reached the host: "METHOD path?query", the body (JSON read back; a FormData as sent), the bearer if any. */
export interface Call {
  route: string;
  body: unknown;
  bearer?: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const eventStream = (chunks: string[]) => {
  const encoded = chunks.map((chunk) => new TextEncoder().encode(chunk));
  const body = new ReadableStream({
    pull(controller) {
      const next = encoded.shift();
      if (next) controller.enqueue(next);
      // The server keeps the stream open; so does this one.
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
};

const readBody = (body: RequestInit['body']) =>
  body instanceof FormData ? body : body === undefined || body === null ? undefined : JSON.parse(String(body));

interface HostOptions {
  /** The access token the app's http sends as its bearer. */
  token?: () => string | null;
  onUnauthorized?: () => void;
}

/**
 * A fake API host in place of the global fetch (undo with `vi.unstubAllGlobals()`): it answers by "METHOD path?query",
 * a list of replies one at a time, anything else 404 'Not found.'; and it records every call. The app's http is
 * pointed at it under /api.
 */
export function fakeApiHost(routes: Record<string, Reply | Reply[]>, options: HostOptions = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${String(input)}`;
      const bearer = new Headers(init?.headers).get('authorization') ?? undefined;
      calls.push({ route, body: readBody(init?.body), ...(bearer === undefined ? {} : { bearer }) });
      const found = routes[route];
      const reply = Array.isArray(found) ? found.shift() : found;
      if (!reply) return json({ detail: 'Not found.' }, 404);
      return reply.stream ? eventStream(reply.stream) : json(reply.body, reply.status);
    }),
  );
  const http = createHttp({
    baseURL: '/api',
    getAccessToken: options.token ?? (() => null),
    onUnauthorized: options.onUnauthorized ?? (() => {}),
  });
  return { http, calls };
}
