import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { checkedKey, isMediaKey, type MediaStore, mediaTypeOf } from './media-store';

export interface S3Settings {
  /** Unset: AWS itself; otherwise the S3-compatible service's address (MinIO, Garage, R2, Spaces…). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's own chain (its environment variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** `/media/meals/3f9a.webp` is the object `media/meals/3f9a.webp` of the bucket. */
const objectOf = (key: string) => key.slice(1);

/**
 * Photos as objects of an S3-compatible bucket. Path-style addresses (`endpoint/bucket/key`), which every
 * S3-compatible service answers; checksums only where the operation needs one, since many of them reject the SDK's
 * newer default checksum headers.
 */
export function s3Store(settings: S3Settings): MediaStore {
  const client = new S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      const Key = objectOf(checkedKey(key));
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: mediaTypeOf(key) }));
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectOf(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
          return null;
        throw error;
      }
    },
    async delete(key) {
      if (isMediaKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
    },
  };
}
