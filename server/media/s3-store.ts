import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../env';
import { checkedKey, isMediaKey, type MediaStore, mediaTypeOf } from './media-store';

export type { S3Settings };

/** `/media/meals/3f9a.webp` is the object `media/meals/3f9a.webp` of the bucket. */
const objectOf = (key: string) => key.slice(1);

/**
 * Photos as objects of an S3-compatible bucket. Path-style addresses (`endpoint/bucket/key`), which every
 * S3-compatible service answers; checksums only where the operation needs one, since many of them reject the SDK's
 * newer default checksum headers. The SDK is loaded on first use: a server on another store never loads it.
 */
export function s3Store(settings: S3Settings): MediaStore {
  let loading: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        region: settings.region,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
      }),
    })));
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      const Key = objectOf(checkedKey(key));
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: mediaTypeOf(key) }));
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectOf(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        const missing = error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
        if (missing) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isMediaKey(key)) return;
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
    },
  };
}
