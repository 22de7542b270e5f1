import net from 'node:net';
import { ERROR_CATALOG } from '@ft/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * A loopback TCP proxy in front of PostgreSQL that the test can take down and bring back, as a database
 * restart or a network cut would look to the server.
 */
async function databaseProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      server?.close(() => resolve());
    });
  await open();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), open, close };
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL going away and coming back', () => {
  let t: TestApp | undefined;
  let proxy: Awaited<ReturnType<typeof databaseProxy>> | undefined;
  const direct = process.env.TEST_DATABASE_URL;
  afterAll(async () => {
    process.env.TEST_DATABASE_URL = direct;
    // The test database is dropped through the proxy: it must be up again first.
    await proxy?.open();
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 with the catalogue message while it is down, and recovers without a restart', async () => {
    proxy = await databaseProxy(new URL(direct ?? ''));
    process.env.TEST_DATABASE_URL = proxy.url;
    // Nothing kept: every list request goes to the database (the catalogue index looks before each answer).
    t = await createTestApp({ demo: false, config: { catalogCacheTtlMs: 0 } });
    process.env.TEST_DATABASE_URL = direct;
    const list = () => t!.app.inject({ method: 'GET', url: '/api/v1/foodtrucks?limit=5' });
    expect((await list()).statusCode).toBe(200);

    await proxy.close();
    const down = await list();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      error: ERROR_CATALOG.SERVICE_UNAVAILABLE.message,
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().data.database.status).toBe('down');

    await proxy.open();
    let back = 0;
    for (let i = 0; i < 20 && back !== 200; i++) {
      back = (await list()).statusCode;
      if (back !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(back).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);
});
