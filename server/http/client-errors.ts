import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

export const HEADERS_TOO_LARGE = 'The address or the headers of this request are too large.';
export const UNREADABLE_REQUEST = 'This request could not be read.';
export const CONNECT_REFUSED = 'This server does not answer CONNECT requests: it is not a proxy.';

/**
 * Answers requests Node refuses before the app sees them (a URL or headers past its limit, a malformed request line,
 * a CONNECT) as every other refusal is answered: a JSON `{detail}` with the security headers, not Node's bare status
 * line or a dropped connection (docs/rules/robustness.md#requests).
 */
/** Whether the refused request was a HEAD: Node hands over the bytes it was reading, the request line first. */
const isHead = (error: NodeJS.ErrnoException & { rawPacket?: Buffer }): boolean =>
  Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';

export function answerClientErrors(server: Server, securityHeaders: Readonly<Record<string, string>>) {
  const answer = (socket: Duplex, status: string, detail: string, head = false) => {
    const body = JSON.stringify({ detail });
    const lines = [
      `HTTP/1.1 ${status}`,
      'Content-Type: application/json; charset=UTF-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
    ];
    // A HEAD's answer has no body, even a refusal's: a client reading one would take the JSON for the next answer.
    socket.end(`${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`);
  };
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    answer(
      socket,
      tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request',
      tooLarge ? HEADERS_TOO_LARGE : UNREADABLE_REQUEST,
      isHead(error),
    );
  });
  // Without a listener Node drops a CONNECT's connection without a word; this server is no proxy to tunnel through.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    if (socket.writable) answer(socket, '405 Method Not Allowed', CONNECT_REFUSED);
    else socket.destroy();
  });
}
