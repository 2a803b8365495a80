import { ORDER_EVENT, orderEvent, type Order } from '../../../contract/order';
import type { WatchOrders } from '../../../machines/shared/order-stream';

const RETRY_MS = 3_000;

/**
 * The server-sent order events, read with fetch rather than EventSource: the stream needs the bearer header, and an
 * access token in a URL would end up in logs. Reconnects after a drop until stopped.
 */
export function createOrderStream(url: string, getAccessToken: () => string | null): WatchOrders {
  return (onOrder) => {
    const controller = new AbortController();
    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          await readStream(url, getAccessToken(), controller.signal, onOrder);
        } catch {
          // A dropped connection, a server restart: try again shortly, as EventSource would.
        }
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    };
    void run();
    return () => controller.abort();
  };
}

async function readStream(
  url: string,
  token: string | null,
  signal: AbortSignal,
  onOrder: (order: Order) => void,
): Promise<void> {
  if (!token) return;
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    // Past the HTTP cache: Chrome holds a second GET of the same URL until the first one's headers arrive, and a
    // stream sends its headers with its first event, so the navbar's stream would starve the order list's.
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      dispatch(buffer.slice(0, end), onOrder);
      buffer = buffer.slice(end + 2);
    }
  }
}

/** One event block: `event:` and `data:` lines; comments (`: ping`) and other events are ignored. */
export function dispatch(block: string, onOrder: (order: Order) => void): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (event !== ORDER_EVENT || data.length === 0) return;
  try {
    const parsed = orderEvent.safeParse(JSON.parse(data.join('\n')));
    if (parsed.success) onOrder(parsed.data);
  } catch {
    // Not JSON: nothing the screens could show.
  }
}
