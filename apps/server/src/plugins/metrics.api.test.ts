import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'test-metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false, config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('Prometheus metrics', () => {
  it('answers only the scraper holding the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer guessed-token-000000000')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, and reports the queues, payments and the process', async () => {
    const person = caller(t.app);
    await person.call({ method: 'GET', url: '/api/v1/foodtrucks?limit=1' });
    await person.call({ method: 'GET', url: '/api/v1/foodtrucks/999999' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/foodtrucks",status="200"\} 1/,
    );
    // The pattern, never the id: labels stay bounded and carry no identifiers.
    expect(text).toMatch(/route="\/api\/v1\/foodtrucks\/:id",status="404"/);
    expect(text).not.toMatch(/route="[^"]*999999/);
    expect(text).toMatch(/queue_depth\{queue="domain_events"\} \d+/);
    expect(text).toMatch(/queue_oldest_age_seconds\{queue="notification_deliveries"\} [\d.]+/);
    expect(text).toMatch(/payments\{status="DONE"\} 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).not.toMatch(/metrics_scrape_errors_total [1-9]/);
  });

  it('has no route at all without a token configured', async () => {
    const bare = await createTestApp({ demo: false });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
