import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { templateDataDir } from './test/database-templates.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

/** Sends the headers and the first half of a log-in body, and the rest when told: a request in flight. */
function halfSentLogin(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'whatever123' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += String(chunk);
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Client-Version: 1.0.0\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
      body.slice(0, 10),
  );
  return {
    finish: () => socket.write(body.slice(10)),
    answer: async () => {
      await closed;
      return answer;
    },
  };
}

let server: ServerProcess | undefined;
afterAll(() => server?.child.kill('SIGKILL'));

describe('stopping the server (SIGTERM)', () => {
  it('fails readiness first, then stops taking connections, answers the request in flight and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-shutdown-'));
    // Migrated already: the test is about stopping, not about a first start.
    templateDataDir('empty', dataDir);
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    const { port, child, exited } = server;
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
    expect((await get('/api/health/ready')).status).toBe(200);

    const inFlight = halfSentLogin(port);
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // The drain: not ready any more, so a load balancer stops sending, but still alive and answering.
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { data: unknown }).data).toEqual({ status: 'draining', database: 'ok' });
    expect((await get('/api/health/live')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1700));
    // No new connection is taken once the drain is over.
    const refused = await get('/api/health').then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    // The request that was on its way is answered, not cut off.
    inFlight.finish();
    expect(await inFlight.answer()).toMatch(/^HTTP\/1\.1 401/);
    const started = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toMatch(/SIGTERM: finishing requests in flight/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
