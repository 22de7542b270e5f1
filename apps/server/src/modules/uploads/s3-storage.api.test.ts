import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type S3Config } from '../../config/env.ts';
import { createS3Storage } from '../../lib/s3-storage.ts';
import { inlineDisposition } from '../../lib/storage.ts';
import { applicantCaller, type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartForm, photoBytes, samplePdf } from '../../test/vendor-fixtures.ts';
import { removeUnreferencedFiles } from './file-cleanup.ts';

/**
 * The S3 driver against s3rver, a local S3 on 127.0.0.1 (credentials S3RVER/S3RVER). s3rver checks a presigned
 * URL's expiry (X-Amz-Date + X-Amz-Expires) but not its SigV4 signature ("unimplemented" in its
 * authentication middleware), and it serves anonymous reads (no bucket policies), so neither a tampered
 * signature nor an unsigned read can be shown refused here. The tests assert the expiry the URL carries
 * instead, which real S3 signs; the bucket must be private there (docs/decisions/085).
 */
const BUCKET = 'ft-uploads';
let s3: S3rver;
let s3Dir: string;
let config: S3Config;
beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-s3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const HOUR_S = 60 * 60;
const meta = { contentType: 'application/pdf', fileName: '위생교육 수료증.pdf' };
const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('S3 storage driver', () => {
  it('puts, gets and removes; a missing key reads as nothing, and removing twice is fine', async () => {
    const storage = createS3Storage(config);
    expect(await storage.check()).toBe(true);
    expect(await createS3Storage({ ...config, bucket: 'no-such-bucket' }).check()).toBe(false);
    const key = 'private/documents/00000000-0000-4000-8000-000000000001.pdf';
    const pdf = samplePdf();
    await storage.put(key, pdf, 'application/pdf');
    const object = await storage.get(key);
    expect(object).toMatchObject({ byteSize: pdf.length, contentType: 'application/pdf' });
    expect((await read(object!.body)).equals(pdf)).toBe(true);
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('presigns a URL that serves the file with its type and inline name, expiring when asked', async () => {
    const storage = createS3Storage(config);
    const key = 'private/documents/00000000-0000-4000-8000-000000000002.pdf';
    const pdf = samplePdf();
    await storage.put(key, pdf, 'application/pdf');
    const before = Date.now();
    const link = await storage.signedUrl(key, 3 * HOUR_S, meta);
    const url = new URL(link.url);
    expect(url.origin).toBe(config.endpoint);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(3 * HOUR_S));
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
    expect(link.expiresAt.getTime() - before).toBeGreaterThan(3 * HOUR_S * 1000 - 2000);
    const res = await fetch(link.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(inlineDisposition(meta.fileName));
    // The longest expiry_hours is S3's own limit, a week.
    const week = await storage.signedUrl(key, 168 * HOUR_S, meta);
    expect(new URL(week.url).searchParams.get('X-Amz-Expires')).toBe('604800');
  });

  it('refuses a presigned URL once it has expired (s3rver answers 403 Request has expired)', async () => {
    const key = 'private/documents/00000000-0000-4000-8000-000000000003.pdf';
    await createS3Storage(config).put(key, samplePdf(), 'application/pdf');
    // Signed two hours ago for one hour: expired an hour ago.
    const past = createS3Storage(config, { now: () => new Date(Date.now() - 2 * HOUR_S * 1000) });
    const expired = await past.signedUrl(key, HOUR_S, meta);
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now());
    const res = await fetch(expired.url);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
    // The same clock with three hours still works: what is refused is the expiry.
    const fresh = await past.signedUrl(key, 3 * HOUR_S, meta);
    expect((await fetch(fresh.url)).status).toBe(200);
  });

  it('is configured by STORAGE_DRIVER=s3 and refuses a configuration without a bucket or with half the keys', () => {
    const s3Config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3Config.s3).toMatchObject({ bucket: 'photos', region: 'us-east-1', forcePathStyle: true });
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'x1y', S3_ACCESS_KEY_ID: 'a' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({}).s3).toBeUndefined();
  });
});

describe('the upload API with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  let owner: Caller;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, config: { storageDriver: 's3', s3: config } });
    owner = await applicantCaller(t.app, 's3-owner@example.com');
  });
  afterAll(() => t.close());

  it('stores images in the bucket and serves them at the same /files/ URLs, cached as immutable', async () => {
    expect(t.app.storage.driver).toBe('s3');
    const res = await owner.call({
      method: 'POST',
      url: '/api/v1/upload/image',
      ...multipartForm([
        { name: 'folder', value: 'menus' },
        { name: 'image', filename: 'menu.jpg', type: 'image/jpeg', bytes: await photoBytes() },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image.url).toMatch(/^\/files\/menus\/[0-9a-f-]{36}\.webp$/);
    for (const url of [image.url, image.mediumUrl, image.thumbnailUrl]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    // Nothing on the local disk, and nothing else of the bucket is reachable through /files/.
    expect(fs.existsSync(path.join(t.app.config.dataDir, 'files', 'public'))).toBe(false);
    for (const url of ['/files/private/documents/x.pdf', '/files/menus/../private/a.pdf', '/files/a.webp'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const deleted = await owner.call({
      method: 'DELETE',
      url: '/api/v1/upload/image',
      payload: { url: image.url },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.storage.get(`public${image.url.slice('/files'.length)}`)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('stores a document privately and answers a presigned URL; refresh-url presigns for the hours asked', async () => {
    const pdf = samplePdf();
    const res = await owner.call({
      method: 'POST',
      url: '/api/v1/upload/document',
      ...multipartForm([
        { name: 'folder', value: 'documents' },
        { name: 'document', filename: '영업신고증.pdf', type: 'application/pdf', bytes: pdf },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc.path).toMatch(/^private\/documents\/[0-9a-f-]{36}\.pdf$/);
    const url = new URL(doc.url);
    expect(url.pathname).toBe(`/${BUCKET}/${doc.path}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    const served = await fetch(doc.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    const renewed = await owner.call({
      method: 'POST',
      url: '/api/v1/upload/refresh-url',
      payload: { file_path: doc.path, expiry_hours: 48 },
    });
    expect(renewed.statusCode).toBe(200);
    expect(new URL(renewed.json().data.url).searchParams.get('X-Amz-Expires')).toBe(String(48 * HOUR_S));
    expect((await fetch(renewed.json().data.url)).status).toBe(200);
    const stranger = await signedUpCaller(t.app, 's3-stranger@example.com');
    const refused = await stranger.call({
      method: 'POST',
      url: '/api/v1/upload/refresh-url',
      payload: { file_path: doc.path, expiry_hours: 1 },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('removes unreferenced files from the bucket, and reports the bucket in /api/health', async () => {
    const res = await owner.call({
      method: 'POST',
      url: '/api/v1/upload/document',
      ...multipartForm([
        { name: 'document', filename: 'a.pdf', type: 'application/pdf', bytes: samplePdf() },
      ]),
    });
    const { path: key } = res.json().data;
    expect(await t.app.storage.get(key)).toBeDefined();
    const dayLater = new Date(Date.now() + 25 * HOUR_S * 1000);
    const counts = await removeUnreferencedFiles(t.app.database.db, t.app.storage, dayLater);
    expect(counts.files).toBeGreaterThanOrEqual(1);
    expect(await t.app.storage.get(key)).toBeUndefined();
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json().data;
    expect(health.storage).toEqual({ status: 'ok', driver: 's3' });
  });
});
