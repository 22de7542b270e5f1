import { FOOD_TRUCK_LIST_TOTAL_CAP, type FoodTruckListQuery, type FoodTruckSummary } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import * as repo from './foodtrucks.repo.ts';
import { shownRating, toPhoto } from './foodtrucks.service.ts';
import { keywordNeedle } from './keyword-search.ts';
import { type SearchableTruck, type SearchFilters, TruckSearch } from './truck-search.ts';

/** More changed trucks than this in one look are read as a new whole: sorting once beats inserting each. */
const CHANGES_READ_ONE_BY_ONE = 1_000;

export interface ListPage {
  cards: Buffer[];
  total: number;
  totalCapped: boolean;
}

/** The list's filters named by a reference slug: the kinds of reference data a look reads. */
type SlugFilter = keyof repo.ReferenceRows;
const SLUG_FILTERS: SlugFilter[] = ['category', 'eventType', 'truckType', 'truckSize'];

function toSearchable(row: repo.ListedTruckRow): SearchableTruck {
  const card: FoodTruckSummary = {
    id: row.id,
    name: row.name,
    truckType: { id: row.truckTypeId, slug: row.truckTypeSlug, name: row.truckTypeName },
    categories: row.categories,
    regions: row.regions,
    baseFee: row.baseFee,
    minMenuPrice: row.minMenuPrice,
    rating: shownRating(row.rating),
    reviewCount: row.reviewCount,
    thumbnail: row.cover ? toPhoto(row.cover) : null,
  };
  return {
    id: row.id,
    reviewCount: row.reviewCount,
    createdAt: row.createdAtMs,
    baseFee: row.baseFee,
    areas: row.areas,
    categoryIds: row.categoryIds,
    eventTypeIds: row.eventTypeIds,
    truckTypeId: row.truckTypeId,
    truckSizeId: row.truckSizeId,
    searchJamo: row.searchJamo,
    searchChoseong: row.searchChoseong,
    card: Buffer.from(JSON.stringify(card)),
  };
}

/**
 * The listed trucks of the catalogue, held by this server process and searched in memory (TruckSearch), kept
 * in step with the database by looking for trucks changed since its last look (`food_trucks.list_xid`, set by
 * triggers on every change a card or filter shows).
 *
 * A look happens before answering when the index may be more than `lagMs` behind, or when this process has
 * changed the catalogue itself (`markStale`, called by every service that does): a person sees their own
 * change at once, and another instance's within `lagMs`. With `lagMs` 0 every list request looks first.
 */
export class CatalogIndex {
  private readonly search = new TruckSearch();
  private slugIds: Record<SlugFilter, Map<string, number>> | undefined;
  private referencesKey = '';
  /** Where the next look starts; undefined until the first has read everything. */
  private horizon: string | undefined;
  private lookedAt = Number.NEGATIVE_INFINITY;
  private stale = true;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    /** How far behind other instances a list may answer; the benchmark also measures 0. */
    public lagMs: number,
  ) {}

  get size(): number {
    return this.search.size;
  }

  /** The next list request looks at the database first. */
  markStale(): void {
    this.stale = true;
  }

  async list(query: FoodTruckListQuery): Promise<ListPage> {
    if (this.stale || performance.now() - this.lookedAt >= this.lagMs) await this.look();
    const filters: SearchFilters = { keyword: keywordNeedle(query.keyword) };
    if (query.sido) filters.area = query.sigungu ? `${query.sido} ${query.sigungu}` : query.sido;
    for (const filter of SLUG_FILTERS) {
      const slug = query[filter];
      if (slug) filters[`${filter}Id`] = this.slugIds![filter].get(slug) ?? null;
    }
    const cap = FOOD_TRUCK_LIST_TOTAL_CAP;
    const page = this.search.search(filters, query.sort, (query.page - 1) * query.limit, query.limit, cap);
    return { cards: page.cards, total: Math.min(page.total, cap), totalCapped: page.total > cap };
  }

  /**
   * Brings the index up to the database as it is now: a look that starts after this call (one already running
   * may have started before a change the caller made, so the callers then share the next one).
   */
  look(): Promise<void> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        // A look running now began after the one these callers arrived during, so it is new enough for them;
        // queueing them again behind it would let a caller that keeps looking starve them.
        return this.running ?? this.start();
      });
    return this.queued;
  }

  private start(): Promise<void> {
    this.running = this.read().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async read(): Promise<void> {
    const startedAt = performance.now();
    this.stale = false;
    try {
      const since = this.horizon;
      const { horizon, references, trucksChanged } = await repo.catalogueSnapshot(this.db, since);
      const referencesKey = JSON.stringify(references);
      // Cards carry category and truck-type names: when the reference data changed, every card is read again.
      const oneByOne = since !== undefined && referencesKey === this.referencesKey;
      const changed =
        oneByOne && trucksChanged
          ? await repo.trucksChangedSince(this.db, since, CHANGES_READ_ONE_BY_ONE + 1)
          : [];
      if (oneByOne && changed.length <= CHANGES_READ_ONE_BY_ONE) {
        for (const row of changed) {
          if (row.status === 'approved') this.search.upsert(toSearchable(row));
          else this.search.remove(row.id);
        }
      } else {
        this.search.reset((await repo.allListedTrucks(this.db)).map(toSearchable));
      }
      this.slugIds = Object.fromEntries(
        SLUG_FILTERS.map((filter) => [filter, new Map(references[filter].map(([id, slug]) => [slug, id]))]),
      ) as Record<SlugFilter, Map<string, number>>;
      this.referencesKey = referencesKey;
      this.horizon = horizon;
      this.lookedAt = startedAt;
    } catch (error) {
      this.stale = true;
      throw error;
    }
  }
}
