import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/**
 * Fixed-window counters: at most `limit` hits per key per window. In memory by default; in Redis when
 * REDIS_URL is set, so that many server instances share one count (docs/product.md § System).
 */

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends: the Retry-After of a refused request. */
  retryAfterS: number;
}

export interface RateLimiter {
  /** Counts `amount` (1: one attempt; or bytes) under `key`; allowed while the window's total is ≤ `limit`. */
  hit(key: string, limit: number, windowMs: number, amount?: number): Promise<RateLimitResult>;
  /** Hits counted under `key` in its current window, without counting one more. */
  count(key: string): Promise<number>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs, amount = 1) {
      const t = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= t) {
        // Drop finished windows now and then so the map cannot grow without bound.
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        entry = { count: 0, resetAt: t + windowMs };
        windows.set(key, entry);
      }
      entry.count += amount;
      return {
        allowed: entry.count <= limit,
        retryAfterS: Math.max(1, Math.ceil((entry.resetAt - t) / 1000)),
      };
    },
    async count(key) {
      const entry = windows.get(key);
      return entry && entry.resetAt > now() ? entry.count : 0;
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * One atomic step in Redis: count the hit, start the window on the first hit, and give any counter found
 * without an expiry one (a key must never count forever). Plain commands only, so it runs on Redis 6 as on 7
 * (`PEXPIRE … NX` needs 7: on 6 the window never started and a limited client stayed limited).
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export function createRedisRateLimiter(redis: Redis, prefix = 'ft:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowMs, amount = 1) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs, amount)) as [
        number,
        number,
      ];
      return {
        allowed: count <= limit,
        retryAfterS: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)),
      };
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Counts one attempt (or `amount`) under `key`; over the limit it answers 429 with Retry-After. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  max: number,
  windowMs: number,
  amount = 1,
): Promise<void> {
  const result = await limiter.hit(key, max, windowMs, amount);
  if (!result.allowed) {
    throw new AppError('RATE_LIMIT_EXCEEDED', { headers: { 'retry-after': String(result.retryAfterS) } });
  }
}
