import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

export const HEADERS_TOO_LARGE = 'The address or the headers of this request are too large.';
export const UNREADABLE_REQUEST = 'This request could not be read.';

/**
 * Answers requests Node refuses before the app sees them (a URL or headers past its limit, a malformed request line)
 * as every other refusal is answered: a JSON `{detail}` with the security headers, not Node's bare status line
 * (issue 14).
 */
export function answerClientErrors(server: Server, securityHeaders: Readonly<Record<string, string>>) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({ detail: tooLarge ? HEADERS_TOO_LARGE : UNREADABLE_REQUEST });
    const head = [
      tooLarge ? 'HTTP/1.1 431 Request Header Fields Too Large' : 'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=UTF-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  });
}
