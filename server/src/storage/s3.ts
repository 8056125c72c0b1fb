import { checkKey, type FileStorage } from './storage.js';
import type { S3Client } from '@aws-sdk/client-s3';

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

type Sdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Files as objects in one bucket (private: the server reads them and answers for them; nothing
 * links to the bucket). The SDK is loaded on first use, so installations without S3 never load
 * it. Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer
 * default checksum headers.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: opts.region,
        forcePathStyle: opts.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        ...(opts.endpoint && { endpoint: opts.endpoint }),
        ...(opts.credentials && { credentials: opts.credentials }),
      }),
    })));
  const Bucket = opts.bucket;

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const Key = checkKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key) {
      const Key = checkKey(key);
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!out.Body) return undefined;
        return { data: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async head(key) {
      const Key = checkKey(key);
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        const size = out.ContentLength ?? 0;
        return { size, version: `${size}-${out.ETag ?? out.LastModified?.getTime() ?? ''}` };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async remove(keys) {
      const checked = keys.map(checkKey);
      if (checked.length === 0) return;
      const { sdk, client } = await connect();
      // One request per key: DeleteObjects needs a Content-MD5 that several S3-compatible stores check differently.
      await Promise.all(checked.map((Key) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key }))));
    },
    async *list(prefix) {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      if (ready) (await ready).client.destroy();
    },
  };
}
