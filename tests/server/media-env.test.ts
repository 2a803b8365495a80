import { describe, expect, it } from 'vitest';
import { useEnvLoader } from './support/env-refusal';

/** MEDIA_STORE and the S3_* variables (server/env-variables.ts): a bad value stops the start, naming it. */
const { load, refusal } = useEnvLoader('restaurant-media-env-', { JWT_SECRET: 'x'.repeat(32) });

describe('MEDIA_STORE', () => {
  it('is the disk by default, and the database when asked', () => {
    expect(load().media).toEqual({ kind: 'disk' });
    expect(load({ MEDIA_STORE: 'database' }).media).toEqual({ kind: 'database' });
  });

  it('s3: the bucket, the endpoint, the region (us-east-1 by default) and the keys', () => {
    expect(load({ MEDIA_STORE: 's3', S3_BUCKET: 'momo-photos' }).media).toEqual({
      kind: 's3',
      s3: { endpoint: null, bucket: 'momo-photos', region: 'us-east-1', credentials: null },
    });
    const s3 = {
      MEDIA_STORE: 's3',
      S3_BUCKET: 'momo-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example-key',
    };
    expect(load(s3).media).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'momo-photos',
        region: 'ap-south-1',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example-key' },
      },
    });
  });

  it('refuses an unknown store, s3 without a bucket, a bad endpoint or half a key pair, never echoing the secret', () => {
    expect(refusal({ MEDIA_STORE: 'nfs' })).toContain('MEDIA_STORE must be one of disk, database, s3 (got "nfs")');
    expect(refusal({ MEDIA_STORE: 's3' })).toContain('S3_BUCKET must be set when MEDIA_STORE is s3');
    expect(refusal({ MEDIA_STORE: 's3', S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'ftp://x' })).toContain(
      'S3_ENDPOINT must be an http:// or https:// URL',
    );
    expect(refusal({ MEDIA_STORE: 's3', S3_BUCKET: 'Bad_Bucket' })).toContain('S3_BUCKET must be 3 to 63');
    const half = refusal({ MEDIA_STORE: 's3', S3_BUCKET: 'ok-bucket', S3_SECRET_ACCESS_KEY: 'hush-hush-1234' });
    expect(half).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(half).not.toContain('hush-hush');
  });
});
