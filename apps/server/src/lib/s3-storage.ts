import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/env.ts';
import { inlineDisposition, type Storage } from './storage-contract.ts';
import { inSpan } from './tracing.ts';

/** SigV4 presigned URLs live at most a week: the longest `expiry_hours` (168) is exactly that. */
const PRESIGN_MAX_SECONDS = 7 * 24 * 60 * 60;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …). The bucket stays private: public images are read through the
 * server at /files/… and private documents get presigned GET URLs (docs/decisions/085).
 */
export function createS3Storage(config: S3Config, opts: { now?: () => Date } = {}): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  // Each command a span of its own when traces are on (lib/tracing.ts; the API's no-op tracer otherwise).
  client.middlewareStack.add(
    (next, { commandName }) =>
      (args) =>
        inSpan(
          `S3 ${String(commandName).replace(/Command$/, '')}`,
          { 'rpc.system': 'aws-api', 'rpc.service': 'S3', 'aws.s3.bucket': Bucket },
          () => next(args),
        ),
    { step: 'initialize', name: 'traceSpan' },
  );
  const now = opts.now ?? (() => new Date());
  return {
    driver: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          byteSize: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there: removing twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, expiresInSeconds, meta) {
      const expiresIn = Math.min(expiresInSeconds, PRESIGN_MAX_SECONDS);
      // X-Amz-Date has whole seconds: the URL stops working exactly `expiresIn` after it.
      const signingDate = new Date(Math.floor(now().getTime() / 1000) * 1000);
      const url = await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          // The bucket answers with the headers our own route would send.
          ResponseContentType: meta.contentType,
          ResponseContentDisposition: inlineDisposition(meta.fileName),
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn, signingDate },
      );
      return { url, expiresAt: new Date(signingDate.getTime() + expiresIn * 1000) };
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
