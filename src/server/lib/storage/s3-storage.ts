/**
 * Object storage in an S3-compatible bucket (ADR 045): AWS S3, MinIO, R2 and the like, through the
 * AWS SDK v3. Every app process reads and writes the same bucket, so a file uploaded through one
 * process can be read by a job another runs. The bucket must exist: the app never creates it.
 */
import type { Readable } from 'node:stream';
import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertObjectKey } from './object-keys';
import { ObjectNotFoundError, type ObjectStorage } from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Base URL of a non-AWS store (http://minio:9000); unset is AWS itself. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How long a ping may take before the store counts as unreachable, ms. */
  pingTimeoutMs?: number;
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

type S3Sdk = typeof S3SdkModule;

/** The AWS SDK, imported on a store's first request: about 5 MB of heap a disk-backed server never needs. */
let sdkLoading: Promise<S3Sdk> | undefined;
const loadSdk = () => (sdkLoading ??= import('@aws-sdk/client-s3'));

function newClient(sdk: S3Sdk, options: S3StorageOptions): S3Client {
  return new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default CRC32 headers are refused by several S3-compatible stores; the request is
    // still signed over its payload's SHA-256, and lab_files keeps the file's own digest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  let made: S3Client | undefined;
  /** The SDK and the client, made on the first request and kept. */
  async function connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    const sdk = await loadSdk();
    made ??= newClient(sdk, options);
    return { sdk, client: made };
  }

  async function getObject(key: string) {
    assertObjectKey(key);
    const { sdk, client } = await connect();
    try {
      const output = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!output.Body) throw new ObjectNotFoundError(key);
      return output;
    } catch (error) {
      throw isNotFound(error) ? new ObjectNotFoundError(key) : error;
    }
  }

  return {
    kind: 's3',

    async put(key, body, putOptions) {
      assertObjectKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: body.byteLength,
          ContentType: putOptions?.contentType ?? 'application/octet-stream',
        }),
      );
    },

    async get(key) {
      const output = await getObject(key);
      return {
        // In Node the SDK's body is the HTTP response itself: streamed, never held whole.
        body: output.Body as Readable,
        info: {
          size: output.ContentLength ?? 0,
          ...(output.ContentType ? { contentType: output.ContentType } : {}),
        },
      };
    },

    async getBuffer(key) {
      const output = await getObject(key);
      return Buffer.from(await output.Body!.transformToByteArray());
    },

    async delete(key) {
      assertObjectKey(key);
      // S3 answers 204 for a key that is not there: deleting twice is not an error.
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async ping() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(options.pingTimeoutMs ?? 5_000),
      });
    },

    async close() {
      made?.destroy();
    },
  };
}
