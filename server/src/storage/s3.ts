import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, type FileStorage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Absent: AWS S3 itself. Set for MinIO, Ceph, R2, Spaces, a local stand-in… */
  endpoint?: string;
  /** Absent: the SDK's default chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: most S3-compatible stores want it. */
  forcePathStyle: boolean;
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Files as objects in one bucket (private: the server reads them and answers for them; nothing
 * links to the bucket). Checksums only where S3 requires them: several S3-compatible stores
 * refuse the SDK's newer default checksum headers.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    ...(opts.endpoint && { endpoint: opts.endpoint }),
    ...(opts.credentials && { credentials: opts.credentials }),
  });
  const Bucket = opts.bucket;

  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!out.Body) return undefined;
        return { data: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        const size = out.ContentLength ?? 0;
        return { size, version: `${size}-${out.ETag ?? out.LastModified?.getTime() ?? ''}` };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async remove(keys) {
      // One request per key: DeleteObjects needs a Content-MD5 that several S3-compatible stores check differently.
      await Promise.all(keys.map((k) => client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(k) }))));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
