/**
 * A streaming multipart/form-data reader with limits counted as the bytes arrive: an upload over a limit is cut off
 * at the limit (its stream cancelled), never buffered whole first. Hono's own parseBody and bodyLimit both read
 * a chunked body completely before anyone can look at a single part.
 */
export interface UploadedFile {
  filename: string;
  type: string;
  bytes: Buffer;
}

/** The text fields and the files of a form; `Field` is what a field holds once read (text, from a multipart body). */
export interface MultipartForm<Field = string> {
  fields: Record<string, Field>;
  files: Record<string, UploadedFile>;
}

export interface MultipartLimits {
  /** The whole request body. */
  maxBodyBytes: number;
  /** Each file part. */
  maxFileBytes: number;
  /** Each text field. */
  maxFieldBytes: number;
  maxParts: number;
}

export type MultipartResult =
  | { ok: true; form: MultipartForm }
  | { ok: false; reason: 'body-too-large' | 'file-too-large' | 'field-too-large' | 'malformed'; field?: string };

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

interface Part {
  name: string;
  filename: string | null;
  type: string;
  chunks: Buffer[];
  size: number;
}

function parsePartHeaders(text: string): Omit<Part, 'chunks' | 'size'> | null {
  let name: string | null = null;
  let filename: string | null = null;
  let type = 'text/plain';
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-disposition') {
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? /;\s*name=([^;\s]+)/i.exec(value)?.[1] ?? null;
      filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1] ?? /;\s*filename=([^;\s]+)/i.exec(value)?.[1] ?? null;
    } else if (header === 'content-type') {
      type = value;
    }
  }
  return name === null ? null : { name, filename, type };
}

/** Reads the body part by part; the first limit crossed stops the reading and cancels the stream. */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  if (!body) return { ok: false, reason: 'malformed' };
  const reader = body.getReader();
  const stop = async (result: MultipartResult): Promise<MultipartResult> => {
    await reader.cancel().catch(() => {});
    return result;
  };
  // The first boundary has no CRLF before it when the body starts with it; prepending one makes every delimiter alike.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const form: MultipartForm = { fields: {}, files: {} };
  let pending: Buffer = Buffer.from(CRLF);
  let total = 0;
  let state: 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  let part: Part | null = null;
  let parts = 0;

  const finishPart = () => {
    if (!part) return;
    const bytes = Buffer.concat(part.chunks, part.size);
    if (part.filename === null) form.fields[part.name] = bytes.toString('utf8');
    // A file input left empty is sent as a part with no name and no bytes: no file.
    else if (part.filename !== '' || part.size > 0) form.files[part.name] = { filename: part.filename, type: part.type, bytes };
    part = null;
  };
  const addToPart = (bytes: Buffer): MultipartResult | null => {
    if (!part || bytes.length === 0) return null;
    part.size += bytes.length;
    if (part.filename !== null && part.size > limits.maxFileBytes) return { ok: false, reason: 'file-too-large', field: part.name };
    if (part.filename === null && part.size > limits.maxFieldBytes) return { ok: false, reason: 'field-too-large', field: part.name };
    part.chunks.push(bytes);
    return null;
  };

  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limits.maxBodyBytes) return stop({ ok: false, reason: 'body-too-large' });
    pending = pending.length === 0 ? Buffer.from(value) : Buffer.concat([pending, value]);

    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          // Keep what could be the start of a delimiter split across chunks.
          const keep = Math.min(pending.length, delimiter.length - 1);
          if (state === 'body') {
            const failure = addToPart(pending.subarray(0, pending.length - keep));
            if (failure) return stop(failure);
          }
          pending = Buffer.from(pending.subarray(pending.length - keep));
          break;
        }
        if (state === 'body') {
          const failure = addToPart(pending.subarray(0, at));
          if (failure) return stop(failure);
          finishPart();
        }
        pending = pending.subarray(at + delimiter.length);
        state = 'after-delimiter';
      }
      if (state === 'after-delimiter') {
        if (pending.length < 2) break;
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = 'done';
          break;
        }
        const lineEnd = pending.indexOf(CRLF);
        if (lineEnd < 0) {
          if (pending.length > 256) return stop({ ok: false, reason: 'malformed' });
          break;
        }
        pending = pending.subarray(lineEnd);
        state = 'headers';
      }
      if (state === 'headers') {
        // pending starts with the CRLF that ends the delimiter line; headers end at the blank line.
        const end = pending.indexOf(HEADER_END);
        if (end < 0) {
          if (pending.length > MAX_HEADER_BYTES) return stop({ ok: false, reason: 'malformed' });
          break;
        }
        const headers = parsePartHeaders(pending.toString('utf8', 2, end));
        if (!headers) return stop({ ok: false, reason: 'malformed' });
        parts += 1;
        if (parts > limits.maxParts) return stop({ ok: false, reason: 'malformed' });
        part = { ...headers, chunks: [], size: 0 };
        pending = pending.subarray(end + HEADER_END.length);
        state = 'body';
        continue;
      }
      if (state === 'done') break;
    }
    if (state === 'done') break;
  }
  if (state !== 'done') return stop({ ok: false, reason: 'malformed' });
  await reader.cancel().catch(() => {});
  return { ok: true, form };
}
