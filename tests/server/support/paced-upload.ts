import { request } from 'node:http';
import { PNG_SIGNATURE } from './png-bytes';

const BOUNDARY = 'paced-upload-7c2b';

export interface PacedUploadOptions {
  /** The server, e.g. http://127.0.0.1:4321 */
  base: string;
  method: string;
  path: string;
  token: string;
  /** The loopback address the client's socket is bound to (127.0.0.2, …): how the server tells clients apart. */
  localAddress?: string;
  fields?: Record<string, string>;
  field: string;
  /** The file part's bytes; default a PNG signature followed by zeros up to `declaredBytes`. */
  file?: Buffer;
  /** The Content-Length sent; default the whole body's. A trickler declares 5 MB and sends 1 byte at a time. */
  declaredBytes?: number;
  /** `chunkBytes` of the body are written every `everyMs`. */
  chunkBytes: number;
  everyMs: number;
  /** With no answer by then the client gives up: the answer's status is then 0. */
  giveUpMs: number;
}

export interface PacedAnswer {
  status: number;
  body: unknown;
  retryAfter?: string;
}

/**
 * A multipart upload over its own real socket, its body written a few bytes at a time as a slow phone (or an attacker
 * trickling to hold a slot) would. `answer` settles with the server's status and JSON, or status 0 when the server
 * never answered before `giveUpMs` or `stop` (the client then closes the socket); `answered` says whether it has settled.
 */
export function pacedUpload(options: PacedUploadOptions) {
  const head = Buffer.from(
    Object.entries(options.fields ?? {})
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field}"; filename="me.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const declared = options.declaredBytes;
  const file =
    options.file ??
    Buffer.concat([
      PNG_SIGNATURE,
      Buffer.alloc(Math.max(0, (declared ?? 0) - head.length - tail.length - PNG_SIGNATURE.length)),
    ]);
  const body = Buffer.concat([head, file, tail]);
  let answered = false;
  let timer: NodeJS.Timeout | undefined;
  let giveUp: NodeJS.Timeout | undefined;
  let stop = () => {};

  const answer = new Promise<PacedAnswer>((resolve) => {
    const settle = (result: PacedAnswer) => {
      if (answered) return;
      answered = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve(result);
    };
    const url = new URL(options.path, options.base);
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: options.method,
      localAddress: options.localAddress,
      agent: false,
      headers: {
        Authorization: `Bearer ${options.token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(declared ?? body.length),
      },
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Not JSON: kept as text for the failure message.
        }
        const retryAfter = response.headers['retry-after'];
        settle({ status: response.statusCode ?? 0, body: parsed, ...(retryAfter ? { retryAfter } : {}) });
        req.destroy();
      });
    });
    // The server closes the socket of a body it cut off while the client is still writing: not the test's concern.
    req.on('error', () => setTimeout(() => settle({ status: 0, body: null }), 50));
    req.flushHeaders();
    let sent = 0;
    const writeNext = () => {
      if (answered || sent >= body.length) return;
      const piece = body.subarray(sent, sent + options.chunkBytes);
      sent += piece.length;
      req.write(piece);
      if (sent >= body.length) req.end();
    };
    writeNext();
    timer = setInterval(writeNext, options.everyMs);
    stop = () => {
      settle({ status: 0, body: null });
      req.destroy();
    };
    giveUp = setTimeout(stop, options.giveUpMs);
  });
  return { answer, answered: () => answered, stop: () => stop() };
}
