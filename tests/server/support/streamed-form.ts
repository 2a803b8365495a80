import { PNG_SIGNATURE } from './png-bytes';

const BOUNDARY = 'streamed-form-5e1a';
/** The size of each piece the body hands over when the server asks for more. */
export const STREAM_CHUNK = 64 * 1024;

/**
 * A multipart body of `fields`, then a file part `field` of `fileBytes` bytes (a PNG signature, then zeros), handed
 * over in 64 KB pieces only as the server pulls them: `pulled()` tells how much of it the server read, so a test can
 * prove an oversized upload was refused without being read whole.
 */
export function streamedForm(fields: Record<string, string>, field: string, fileBytes: number) {
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  let pulled = 0;
  let fileSent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === 0) {
        const first = Buffer.concat([head, PNG_SIGNATURE]);
        fileSent = PNG_SIGNATURE.length;
        pulled += first.length;
        controller.enqueue(first);
      } else if (fileSent < fileBytes) {
        const size = Math.min(STREAM_CHUNK, fileBytes - fileSent);
        fileSent += size;
        pulled += size;
        controller.enqueue(new Uint8Array(size));
      } else {
        pulled += tail.length;
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  return {
    stream,
    total: head.length + fileBytes + tail.length,
    pulled: () => pulled,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
