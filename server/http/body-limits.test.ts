import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyTimeout } from './body-limits';

/**
 * The stopwatch wraps undici's own body stream, which closes itself a microtask after it learns it is done. A route
 * that cancels the body once it has what it needs (the multipart reader at the closing boundary) must never cancel
 * in that gap: the close then threw where nothing could catch it (seen in CI as an uncaught "ReadableStream is
 * already closed"). So the wrapper reads only what the route asks for.
 */
function countedSource(chunks: string[]) {
  const seen = { pulls: 0, cancels: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        seen.pulls += 1;
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
      cancel() {
        seen.cancels += 1;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

/** The route's view of the body: the wrapped stream, handed to `use`, which may read and cancel it. */
async function throughTheWrapper(
  source: ReadableStream<Uint8Array>,
  use: (body: ReadableStream<Uint8Array>) => Promise<void>,
) {
  const app = new Hono().use(bodyTimeout(1000)).post('/', async (c) => {
    await use(c.req.raw.body!);
    return c.json({});
  });
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: source, duplex: 'half' };
  expect((await app.request('/', init)).status).toBe(200);
}

describe('bodyTimeout', () => {
  it('reads the body only as the route asks, never ahead of it', async () => {
    const { stream, seen } = countedSource(['--x\r\n', 'last chunk', 'never asked for']);
    await throughTheWrapper(stream, async (body) => {
      const reader = body.getReader();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(seen.pulls).toBe(0);
      await reader.read();
      await reader.read();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(seen.pulls).toBe(2);
      // Like the multipart reader at the closing boundary: it has what it needs.
      await reader.cancel();
    });
    expect(seen).toEqual({ pulls: 2, cancels: 1 });
  });
});
