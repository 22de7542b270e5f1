import { TtlCache } from '../../lib/ttl-cache.ts';

/**
 * What the public catalogue caches, per app instance. List pages are the hottest public call and the same
 * few filter combinations repeat; keeping their serialized JSON for a few seconds takes the database and the
 * serializer out of the hot path. Anything that changes a listed truck calls `invalidate()`; other instances
 * catch up within `ttlMs`, which is the staleness a public catalogue can afford.
 */
export class CatalogCache {
  readonly listBodies: TtlCache<string>;
  readonly totals: TtlCache<number>;

  constructor(readonly ttlMs: number) {
    this.listBodies = new TtlCache(ttlMs, 1_000);
    this.totals = new TtlCache(ttlMs, 1_000);
  }

  invalidate(): void {
    this.listBodies.clear();
    this.totals.clear();
  }
}
