import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

function behavesAsAFixedWindow(make: () => { limiter: RateLimiter; advance?: (ms: number) => void }) {
  it('allows `limit` hits per window per key and says how long to wait', async () => {
    const { limiter } = make();
    const key = `k-${Math.random()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterS).toBeGreaterThan(50);
    expect(results[3]!.retryAfterS).toBeLessThanOrEqual(60);
    expect((await limiter.hit(`${key}-other`, 3, 60_000)).allowed).toBe(true);
    expect(await limiter.count(key)).toBe(4);
    expect(await limiter.count(`${key}-never`)).toBe(0);
  });

  it('counts amounts (bytes), and an amount of 0 only looks', async () => {
    const { limiter } = make();
    const key = `bytes-${Math.random()}`;
    expect((await limiter.hit(key, 100, 60_000, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 100, 60_000, 40)).allowed).toBe(true);
    expect((await limiter.hit(key, 100, 60_000, 0)).allowed).toBe(true);
    expect(await limiter.count(key)).toBe(100);
    expect((await limiter.hit(key, 99, 60_000, 0)).allowed).toBe(false);
    expect((await limiter.hit(key, 100, 60_000, 1)).allowed).toBe(false);
  });
}

describe('memory rate limiter', () => {
  let now = 1_000_000;
  behavesAsAFixedWindow(() => ({ limiter: createMemoryRateLimiter(() => now) }));

  it('opens again when the window has passed', async () => {
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('w', 1, 1000);
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(false);
    now += 1001;
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(true);
  });
});

// Runs where a Redis server is given (CI's second pass sets TEST_REDIS_URL), like the PostgreSQL pass.
describe.runIf(Boolean(process.env.TEST_REDIS_URL))('Redis rate limiter', () => {
  const clients: Redis[] = [];
  const make = () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    clients.push(redis);
    return { limiter: createRedisRateLimiter(redis, `ft:test:${Math.random()}:`) };
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });
  behavesAsAFixedWindow(make);

  it('gives a counter found without an expiry one, so no client stays limited forever', async () => {
    const prefix = `ft:test:${Math.random()}:`;
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    clients.push(redis);
    // What a Redis 6 server was left with by `PEXPIRE … NX` (an error there): a count and no expiry.
    await redis.set(`${prefix}stuck`, 100);
    const limiter = createRedisRateLimiter(redis, prefix);
    expect((await limiter.hit('stuck', 3, 200)).allowed).toBe(false);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.hit('stuck', 3, 200)).allowed).toBe(true);
    expect(await limiter.count('stuck')).toBe(1);
  });

  it('shares one count between server instances', async () => {
    const prefix = `ft:test:${Math.random()}:`;
    const a = new Redis(process.env.TEST_REDIS_URL ?? '');
    const b = new Redis(process.env.TEST_REDIS_URL ?? '');
    clients.push(a, b);
    const first = createRedisRateLimiter(a, prefix);
    const second = createRedisRateLimiter(b, prefix);
    expect((await first.hit('shared', 2, 60_000)).allowed).toBe(true);
    expect((await second.hit('shared', 2, 60_000)).allowed).toBe(true);
    expect((await first.hit('shared', 2, 60_000)).allowed).toBe(false);
  });
});
