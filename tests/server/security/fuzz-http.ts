import { Agent, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Env } from '../../../server/env';
import { answerClientErrors } from '../../../server/http/client-errors';
import { securityHeadersFor } from '../../../server/http/security-headers';
import type { FuzzRequest } from './fuzz-requests';

/**
 * The fuzz's requests that a fetch Request cannot carry (TRACE, a GET or HEAD with a body), sent as an attacker sends
 * them: over a socket to the app behind @hono/node-server and Node's HTTP parser, as server/start-server.ts serves it.
 * app.request would refuse to build them, and the server's own Request for them is not the one app.request makes.
 */
export interface HttpServer {
  port: number;
  send(request: FuzzRequest): Promise<Response>;
  close(): Promise<void>;
}

/** Methods fetch's Request refuses outright (Fetch standard, "forbidden method"). */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Whether app.request can build this request, or it must go over HTTP. */
export const needsSocket = (request: Pick<FuzzRequest, 'method' | 'body'>) =>
  FORBIDDEN_METHODS.has(request.method.toUpperCase()) ||
  (request.body !== undefined && ['GET', 'HEAD'].includes(request.method.toUpperCase()));

/** Framing headers the fuzz sets to lie about the body: over a socket they would stall the exchange until it times out. */
const FRAMING = new Set(['content-length', 'transfer-encoding']);

const target = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

/** Statuses whose Response has no body. */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

export async function startHttpServer(fetch: (request: Request, env?: unknown) => Response | Promise<Response>, env: Pick<Env, 'esewaMode'>): Promise<HttpServer> {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  answerClientErrors(server, securityHeadersFor(env));
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  // A connection a request: a kept-alive socket left idle past the server's keep-alive timeout (a loaded runner,
  // argon2 hashing between two socket requests) is closed by the server just as the client reuses it: ECONNRESET.
  const agent = new Agent({ keepAlive: false, maxSockets: 1 });

  const send = (request: FuzzRequest) =>
    new Promise<Response>((resolve, reject) => {
      const headers: Record<string, string> = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !FRAMING.has(name.toLowerCase())),
      );
      // Node sends a GET's, HEAD's or TRACE's body without framing unless told its length.
      if (request.body !== undefined) headers['Content-Length'] = String(request.body.byteLength);
      const outgoing = httpRequest(
        // The target as a client writes it: what app.request's URL parser would send (`１` encoded, dot segments gone).
        { host: '127.0.0.1', port, method: request.method, path: target(request.url), headers, agent },
        (incoming) => {
          const answer = new Headers();
          for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
            answer.append(incoming.rawHeaders[i] as string, incoming.rawHeaders[i + 1] as string);
          }
          const status = incoming.statusCode ?? 0;
          // The live order stream never ends by itself: its head is the answer, then hang up as a client does.
          if ((answer.get('content-type') ?? '').startsWith('text/event-stream')) {
            incoming.destroy();
            outgoing.destroy();
            resolve(new Response(null, { status, headers: answer }));
            return;
          }
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve(new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), { status, headers: answer })),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.body === undefined ? undefined : Buffer.from(request.body));
    });

  return {
    port,
    send,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
