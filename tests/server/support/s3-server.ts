import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../../server/media/s3-store';

/** s3rver's own key pair: it checks each request's signature against it. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server (s3rver, from npm) on 127.0.0.1 and a free port, its objects in a temp folder, with
 * `bucket` made; the settings that point MEDIA_STORE=s3 at it, and its variables for a server started as a process.
 */
export async function startS3Server(bucket = 'restaurant-media') {
  const directory = await mkdtemp(join(tmpdir(), 'restaurant-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', credentials: KEYS };
  return {
    settings,
    variables: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: settings.endpoint as string,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
