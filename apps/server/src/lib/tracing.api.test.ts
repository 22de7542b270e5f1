import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import Fastify from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationOf, tracePglite } from '../db/traced-queries.ts';
import { createEmailChannel } from '../modules/notifications/channels/email.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { createS3Storage } from './s3-storage.ts';
import { inSpan, outboundUrlForTrace, startTracing, type Tracing } from './tracing.ts';

/**
 * The calls out that tracing.api.test.ts (one request through a real server) does not make: S3, SMTP and an
 * NHN-shaped address, each through its real client against a loopback server, its spans kept in memory.
 * Tracing is switched off again after, since test files share a worker.
 */
const exporter = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(async () => {
  tracing = await startTracing({ serviceName: 'ft-seams', sampleRatio: 1 }, exporter);
});
afterAll(() => tracing.shutdown());

/** The spans finished so far under a parent of this name (a fresh one per test). */
async function spansUnder(parent: string): Promise<ReadableSpan[]> {
  // The batch processor hands spans over on its schedule; a flush hands them over now.
  await tracing.flush();
  const spans = exporter.getFinishedSpans();
  const root = spans.find((span) => span.name === parent);
  return spans.filter((span) => root && span.parentSpanContext?.spanId === root.spanContext().spanId);
}

describe('calls out as client spans', () => {
  it('fetch: the address without its query, and no key from its path', async () => {
    const nhn = Fastify({ logger: false });
    nhn.post('/alimtalk/v2.3/appkeys/:appKey/messages', async () => ({ header: { isSuccessful: true } }));
    await nhn.listen({ port: 0, host: '127.0.0.1' });
    const { port } = nhn.server.address() as { port: number };
    await inSpan('send notice', {}, () =>
      fetch(`http://127.0.0.1:${port}/alimtalk/v2.3/appkeys/app-key-secret-1/messages?token=t-secret`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }).then((res) => res.text()),
    );
    await nhn.close();
    const [call] = await spansUnder('send notice');
    expect(call?.name).toBe('POST');
    expect(call?.attributes['url.full']).toBe(
      `http://127.0.0.1:${port}/alimtalk/v2.3/appkeys/{appKey}/messages`,
    );
    expect(JSON.stringify(call?.attributes)).not.toMatch(/app-key-secret-1|t-secret/);
  });

  it('S3: each command a span naming it and the bucket', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-s3rver-trace-'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'ft-traced', configs: [] }],
    });
    const { port } = await s3.run();
    const storage = createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'ft-traced',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await inSpan('upload photo', {}, async () => {
      await storage.put('public/a.webp', Buffer.from('photo'), 'image/webp');
      await storage.remove('public/a.webp');
    });
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true });
    const names = (await spansUnder('upload photo')).map((span) => [
      span.name,
      span.attributes['aws.s3.bucket'],
    ]);
    expect(names).toEqual([
      ['S3 PutObject', 'ft-traced'],
      ['S3 DeleteObject', 'ft-traced'],
    ]);
  });

  it('SMTP: the mail server, never the recipient or the text; a refusal marks the span', async () => {
    const sink = await startSmtpSink();
    const channel = createEmailChannel({ smtpUrl: sink.url, from: '푸드트럭 예약 <no-reply@example.com>' })!;
    const message = { to: 'organiser@example.com', subject: '예약 확정', text: '본문', html: '<p>본문</p>' };
    await inSpan('deliver', {}, () => channel.send(message));
    sink.down();
    await inSpan('deliver again', {}, () => channel.send(message)).catch(() => undefined);
    sink.up();
    channel.close();
    await sink.close();
    const [sent] = await spansUnder('deliver');
    expect(sent?.name).toBe('SMTP send');
    expect(sent?.attributes['server.address']).toBe('127.0.0.1');
    expect(JSON.stringify(sent?.attributes)).not.toMatch(/organiser|본문|예약 확정/);
    const [refused] = await spansUnder('deliver again');
    expect(refused?.status.code).toBe(2); // ERROR
  });
});

describe('statements', () => {
  it('a span each inside a span, in and out of a transaction; a refusal by its SQLSTATE, not its message', async () => {
    const client = await PGlite.create();
    tracePglite(client as unknown as Parameters<typeof tracePglite>[0]);
    await client.query('select 1'); // outside any span: not traced
    await inSpan('request', {}, async () => {
      await client.query('select $1::int as n', [1]);
      await client.transaction(async (tx) => {
        await tx.query('select 2');
      });
      await client.query(`select 'not-a-number-secret'::int`).catch(() => undefined);
    });
    await client.close();
    const spans = await spansUnder('request');
    expect(spans.map((span) => span.attributes['db.query.text'])).toEqual([
      'select $1::int as n',
      'select 2',
      `select 'not-a-number-secret'::int`,
    ]);
    const refused = spans[2];
    expect(refused?.status).toEqual({ code: 2, message: '22P02' });
    expect(JSON.stringify(refused?.events ?? [])).not.toContain('secret');
  });
});

describe('what a trace may keep', () => {
  it('drops the query and an NHN app key from an address', () => {
    expect(outboundUrlForTrace(new URL('https://api.example.com/v1/payments/confirm?x=1'))).toEqual({
      full: 'https://api.example.com/v1/payments/confirm',
      path: '/v1/payments/confirm',
    });
    expect(
      outboundUrlForTrace(new URL('https://nhn.example/alimtalk/v2.3/appkeys/KEY123/messages')).path,
    ).toBe('/alimtalk/v2.3/appkeys/{appKey}/messages');
  });

  it("keeps Toss's paths by their route template, never a payment key or an order id", () => {
    const toss = (path: string) => outboundUrlForTrace(new URL(`https://api.tosspayments.com${path}`));
    expect(toss('/v1/payments/tgen_2026120710AbCd/cancel')).toEqual({
      full: 'https://api.tosspayments.com/v1/payments/{paymentKey}/cancel',
      path: '/v1/payments/{paymentKey}/cancel',
      template: '/v1/payments/{paymentKey}/cancel',
    });
    expect(toss('/v1/payments/tgen_2026120710AbCd').path).toBe('/v1/payments/{paymentKey}');
    expect(toss('/v1/payments/orders/FTP-abcdefghij0123456789').path).toBe('/v1/payments/orders/{orderId}');
    // Paths that name nothing are kept as they are.
    expect(toss('/v1/payments/confirm')).toEqual({
      full: 'https://api.tosspayments.com/v1/payments/confirm',
      path: '/v1/payments/confirm',
    });
    expect(toss('/v1/transactions?startDate=2026-12-07T00:00:00').path).toBe('/v1/transactions');
  });

  it("names a statement by its first keyword, past the planner's comment", () => {
    expect(operationOf('select 1')).toBe('SELECT');
    expect(operationOf('/* planned with its values */ SELECT * from food_trucks')).toBe('SELECT');
    expect(operationOf('  with x as (select 1) select * from x')).toBe('WITH');
    expect(operationOf('$1')).toBe('QUERY');
  });
});
