import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { CatalogIndex } from './catalog-index.ts';

/**
 * What the public catalogue keeps per app instance: the catalogue index every list request is answered from,
 * and in front of it the last answers themselves for a few seconds (the same few filter combinations repeat;
 * their bytes are sent as they are). Anything that changes a listed truck calls `invalidate()`; other
 * instances catch up within the index's lag, then within `ttlMs` for an answer they kept.
 */
export class CatalogCache {
  readonly listBodies: TtlCache<Buffer>;
  readonly index: CatalogIndex;

  constructor(db: Db, options: { ttlMs: number; indexLagMs: number }) {
    this.listBodies = new TtlCache(options.ttlMs, 1_000);
    this.index = new CatalogIndex(db, options.indexLagMs);
  }

  invalidate(): void {
    this.listBodies.clear();
    this.index.markStale();
  }
}
