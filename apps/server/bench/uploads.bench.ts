/**
 * `npm run bench:uploads`: what an upload costs (docs/decisions/011).
 * 1. Processing one ~5 MB, 4000×3000 phone photo (a gradient with texture and noise, JPEG q91): type check,
 *    re-encode to WebP at 1600, 800 and 400 px, store the three and write the row. Median of RUNS, in process.
 * 2. Throughput through the real HTTP endpoint (POST /api/v1/upload/image, signed in) against a bare Fastify
 *    route that only reads the multipart bytes, same photos, same concurrency: MB/s, photos/s and the ratio.
 * 3. The same for a 5 MB PDF through POST /api/v1/upload/document (stored as it came, no re-encoding).
 * Everything runs on 127.0.0.1 and stops by itself.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import multipart from '@fastify/multipart';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@ft/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { users } from '../src/db/schema/index.ts';
import { processImage } from '../src/lib/images.ts';
import { assertImageBytes, storeImage } from '../src/modules/uploads/uploads.service.ts';
import { signedUpCaller } from '../src/test/http.ts';
import { createTestApp } from '../src/test/test-app.ts';
import { samplePdf } from '../src/test/vendor-fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 16);
/** The machine has 2 cores; a vendor's phone sends one photo at a time, a few vendors at once. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const MB = 1024 * 1024;

/** A photo as a phone takes it: smooth light, some texture, sensor noise. Hard to compress, like the real one. */
async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const raw = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const texture = 20 * Math.sin(x * 0.05) * Math.sin(y * 0.07);
      raw[i] = 120 + 80 * Math.sin(x / 300) + texture + (Math.random() - 0.5) * 56;
      raw[i + 1] = 110 + 70 * Math.cos(y / 250) + texture + (Math.random() - 0.5) * 56;
      raw[i + 2] = 100 + 60 * Math.sin((x + y) / 400) - texture + (Math.random() - 0.5) * 56;
    }
  }
  return sharp(Buffer.from(raw.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 91 })
    .toBuffer();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Sends `count` uploads, `concurrency` at a time; answers the seconds taken. Any non-2xx stops the run. */
async function send(url: string, field: string, file: Blob, name: string, headers: Record<string, string>) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < UPLOADS) {
      next += 1;
      const form = new FormData();
      form.append(field, file, name);
      const res = await fetch(url, { method: 'POST', body: form, headers });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return (performance.now() - started) / 1000;
}

async function bareServer() {
  const bare = Fastify({ logger: false });
  await bare.register(multipart, { limits: { fileSize: 20 * MB } });
  bare.post('/bare', async (req, reply) => {
    for await (const part of req.parts()) if (part.type === 'file') await part.toBuffer();
    return reply.status(201).send({ ok: true });
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/bare`, bare };
}

const row = (label: string, bytes: number, seconds: number) =>
  `${label.padEnd(34)} ${((bytes * UPLOADS) / MB / seconds).toFixed(1).padStart(6)} MB/s  ${(UPLOADS / seconds).toFixed(2).padStart(6)} files/s`;

const t = await createTestApp({ demo: false });
const owner = await signedUpCaller(t.app, 'bench-uploader@example.com');
const [user] = await t.app.database.db
  .select()
  .from(users)
  .where(eq(users.email, 'bench-uploader@example.com'));

const photo = await phonePhoto();
const meta = await sharp(photo).metadata();
console.log(`photo: ${meta.width}×${meta.height} JPEG, ${(photo.length / MB).toFixed(2)} MB`);
// Figures from a busy machine are not comparable: say how busy it was.
const load = () => os.loadavg()[0]!.toFixed(1);
console.log(`${os.cpus().length} cores, load average ${load()} at the start`);

// 1. Processing, in process.
await storeImage(t.app.database.db, t.app.storage, user!, 'trucks', photo); // warm-up (libvips, file-type)
const total: number[] = [];
const encode: number[] = [];
const store: number[] = [];
for (let i = 0; i < RUNS; i++) {
  let started = performance.now();
  await storeImage(t.app.database.db, t.app.storage, user!, 'trucks', photo);
  total.push(performance.now() - started);
  started = performance.now();
  await assertImageBytes(photo);
  const sizes = await processImage(photo);
  encode.push(performance.now() - started);
  started = performance.now();
  for (const [n, bytes] of [sizes.full, sizes.medium, sizes.thumbnail].entries())
    await t.app.storage.put(`public/trucks/bench-${i}-${n}.webp`, bytes, 'image/webp');
  store.push(performance.now() - started);
}
const ms = (values: number[]) => `${Math.round(median(values))} ms`;
console.log(
  `processing one photo, median of ${RUNS}: ${ms(total)} in all (check + 3 WebP sizes + store + row)`,
);
console.log(`  of which check + re-encode ${ms(encode)}, writing the 3 sizes ${ms(store)}`);

// 2 and 3. Throughput over HTTP.
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const headers = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION, cookie: owner.cookie! };
const { url: bareUrl, bare } = await bareServer();
const pdf = Buffer.concat([samplePdf(), Buffer.alloc(5 * MB - samplePdf().length, 0x20)]);
const photoBlob = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
const pdfBlob = new Blob([new Uint8Array(pdf)], { type: 'application/pdf' });

await send(bareUrl, 'image', photoBlob, 'warm.jpg', {});
const barePhoto = await send(bareUrl, 'image', photoBlob, 'truck.jpg', {});
const apiPhoto = await send(`${base}/api/v1/upload/image`, 'image', photoBlob, 'truck.jpg', headers);
const barePdf = await send(bareUrl, 'document', pdfBlob, 'paper.pdf', {});
const apiPdf = await send(`${base}/api/v1/upload/document`, 'document', pdfBlob, 'paper.pdf', headers);

console.log(`\nthroughput: ${UPLOADS} uploads, ${CONCURRENCY} at a time, over loopback HTTP`);
console.log(row('bare multipart route (photo)', photo.length, barePhoto));
console.log(row('POST /api/v1/upload/image', photo.length, apiPhoto));
console.log(`  ratio to bare: ${(barePhoto / apiPhoto).toFixed(3)}`);
console.log(row('bare multipart route (5 MB PDF)', pdf.length, barePdf));
console.log(row('POST /api/v1/upload/document', pdf.length, apiPdf));
console.log(`  ratio to bare: ${(barePdf / apiPdf).toFixed(3)}`);
console.log(`load average ${load()} at the end`);

await bare.close();
await t.close();
process.exit(0);
