import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { type SlugIds, slugIds } from './foodtrucks.repo.ts';

/** How long the filter slugs' ids are kept: operators rename a slug rarely, and this instance's rename clears it. */
const SLUG_IDS_TTL_MS = 60_000;

/**
 * What the public list keeps per process: its last answers for a few seconds, as the bytes sent (the same few
 * filter combinations repeat), and the ids its filter slugs name. Anything that changes a listed truck or the
 * reference data calls `invalidate()`; another instance's answers catch up within `ttlMs`, its slugs within a
 * minute.
 */
export class CatalogCache {
  readonly listBodies: TtlCache<Buffer>;
  private slugs: { readAt: number; ids: Promise<SlugIds> } | undefined;

  constructor(options: { ttlMs: number }) {
    this.listBodies = new TtlCache(options.ttlMs, 1_000);
  }

  slugIds(db: Db): Promise<SlugIds> {
    if (!this.slugs || performance.now() - this.slugs.readAt > SLUG_IDS_TTL_MS) {
      const ids = slugIds(db);
      this.slugs = { readAt: performance.now(), ids };
      // A failed read is not kept: the next request tries again.
      ids.catch(() => {
        if (this.slugs?.ids === ids) this.slugs = undefined;
      });
    }
    return this.slugs.ids;
  }

  invalidate(): void {
    this.listBodies.clear();
    this.slugs = undefined;
  }
}
