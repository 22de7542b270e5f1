import { TtlCache } from '../../lib/ttl-cache.ts';

const SLUG_LIFETIME_MS = 60_000;

/**
 * What the public catalogue caches, per app instance. List pages are the hottest public call and the same
 * few filter combinations repeat; keeping their serialized JSON for a few seconds takes the database and the
 * serializer out of the hot path. Anything that changes a listed truck calls `invalidate()`; other instances
 * catch up within `ttlMs`, which is the staleness a public catalogue can afford.
 */
export class CatalogCache {
  readonly listBodies: TtlCache<string>;
  readonly totals: TtlCache<number>;
  /**
   * Filter slugs → ids (null: no such slug). Reference data, not results: kept a minute even when `ttlMs` is
   * 0, cleared with the rest when an operator edits the catalogue.
   */
  readonly slugIds = new TtlCache<number | null>(SLUG_LIFETIME_MS, 1_000);

  constructor(readonly ttlMs: number) {
    this.listBodies = new TtlCache(ttlMs, 1_000);
    this.totals = new TtlCache(ttlMs, 1_000);
  }

  invalidate(): void {
    this.listBodies.clear();
    this.totals.clear();
    this.slugIds.clear();
  }
}
