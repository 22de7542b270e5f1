import {
  FOOD_TRUCK_SORTS,
  type FoodTruckListQuery,
  foodTruckListQuerySchema,
  RANKING_PRIOR_WEIGHT,
  rankingRating,
} from '@ft/shared';
import { sql } from 'drizzle-orm';
import { disassemble, getChoseong } from 'es-hangul';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CatalogCache } from './catalog-cache.ts';
import { listFoodTrucks } from './foodtrucks.service.ts';

/**
 * The list's SQL against a plain reference: random edits to the demo catalogue (names, menus, categories
 * renamed, regions, statuses, servings, fees, blocks), then random queries, each answered by the service and
 * by filtering and sorting the raw rows in JavaScript, with es-hangul taking the Korean apart. Every run is
 * rolled back. Runs on PGlite, and on PostgreSQL in CI's second pass.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WORDS = [
  '떡볶이',
  '워크스루 떡볶이',
  '순대',
  '커피',
  '라떼',
  '타코',
  '값진 와플',
  '괜찮은 곰탕',
  '닭꼬치',
  'Ice Taco',
  'BBQ치킨',
  '음료·에이드',
  '50%_세일',
];
const KEYWORDS = [
  '떡볶',
  '떡보',
  '워크스루떡볶이',
  '워크 스루',
  'ㄸㅂ',
  'ㄸㅂㅇ',
  'ㅇㅋㅅㄹ',
  'ㄱㅊ',
  'ㅊㅋ',
  '커',
  '오',
  '와',
  '갑ㅅ',
  '괜',
  'taco',
  'ICE',
  '음료·',
  '%',
  '_',
  '0%_',
  '서울',
  '강남구',
];
const SIDO = ['서울특별시', '부산광역시', '경기도'];
const DAYS = ['2031-03-10', '2031-03-11'];

interface Edit {
  kind: 'name' | 'menu' | 'category' | 'status' | 'servings' | 'fee' | 'block' | 'region';
  target: number;
  words: string[];
  number: number;
  flag: boolean;
}

const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('name', 'menu', 'category', 'status', 'servings', 'fee', 'block', 'region'),
  target: fc.nat(),
  words: fc.subarray(WORDS, { minLength: 1, maxLength: 3 }),
  number: fc.integer({ min: 1, max: 40 }),
  flag: fc.boolean(),
});

const queryArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    keyword: fc.constantFrom(...KEYWORDS),
    sido: fc.constantFrom(...SIDO),
    category: fc.constantFrom('bunsik', 'coffee-drink', 'dessert', 'no-such-category'),
    guests: fc.constantFrom(30, 50, 80, 100, 250, 300, 500),
    minPrice: fc.constantFrom(0, 300_000, 800_000),
    maxPrice: fc.constantFrom(900_000, 2_000_000, 5_000_000),
    date: fc.constantFrom(...DAYS),
    sort: fc.constantFrom(...FOOD_TRUCK_SORTS),
    page: fc.constantFrom(1, 2),
    limit: fc.constantFrom(5, 100),
  },
  { requiredKeys: [] },
);

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Applies an edit with plain SQL, as any code path would write the tables. */
async function applyEdit(db: Db, edit: Edit, truckIds: number[], categoryIds: number[]) {
  const truck = truckIds[edit.target % truckIds.length]!;
  const text = edit.words.join(' ');
  switch (edit.kind) {
    case 'name':
      await db.execute(sql`update food_trucks set name = ${text} where id = ${truck}`);
      break;
    case 'menu':
      await db.execute(sql`delete from food_truck_menu_items where truck_id = ${truck}`);
      if (edit.flag) {
        for (const [i, word] of edit.words.entries()) {
          await db.execute(sql`insert into food_truck_menu_items (truck_id, category_id, name, description, price, sort_order)
            values (${truck}, ${categoryIds[0]!}, ${word}, '', ${edit.number * 1000 + i * 500}, ${i})`);
        }
      }
      break;
    case 'category':
      await db.execute(
        sql`update menu_categories set name = ${text} where id = ${categoryIds[edit.target % categoryIds.length]!}`,
      );
      break;
    case 'status':
      await db.execute(
        sql`update food_trucks set status = ${edit.flag ? 'suspended' : 'approved'} where id = ${truck}`,
      );
      break;
    case 'servings':
      await db.execute(
        sql`update food_trucks set min_servings = ${edit.number * 5}, max_servings = ${edit.number * 5 + (edit.flag ? 50 : 300)} where id = ${truck}`,
      );
      break;
    case 'fee':
      await db.execute(sql`update food_trucks set base_fee = ${edit.number * 25_000} where id = ${truck}`);
      break;
    case 'block': {
      const day = DAYS[edit.number % DAYS.length]!;
      const start = sql`(${day}::date::timestamp at time zone 'Asia/Seoul')`;
      const [from, to] = edit.flag
        ? [sql`${start}`, sql`${start} + interval '1 day'`]
        : [sql`${start} + interval '10 hours'`, sql`${start} + interval '12 hours'`];
      await db.execute(sql`insert into truck_busy_periods (truck_id, starts_at, ends_at, kind, reason)
        values (${truck}, ${from}, ${to}, 'block', 'day_off') on conflict do nothing`);
      break;
    }
    case 'region':
      await db.execute(sql`delete from food_truck_regions where truck_id = ${truck}`);
      await db.execute(sql`insert into food_truck_regions (truck_id, sido, sigungu)
        values (${truck}, ${SIDO[edit.number % SIDO.length]!}, ${edit.flag ? '강남구' : '중구'})`);
      break;
  }
}

interface RawTruck {
  id: number;
  name: string;
  status: string;
  truckTypeId: number;
  truckSizeId: number;
  baseFee: number;
  minServings: number;
  maxServings: number;
  reviewCount: number;
  rating: number;
  createdMicros: string;
}

/** The catalogue read plainly from the tables, nothing the triggers keep. */
async function catalogue(db: Db) {
  const trucks = await rowsOf<RawTruck>(
    db,
    sql`select id, name, status, truck_type_id as "truckTypeId", truck_size_id as "truckSizeId", base_fee as "baseFee",
      min_servings as "minServings", max_servings as "maxServings", review_count as "reviewCount", rating::float8 as rating,
      (extract(epoch from created_at) * 1000000)::bigint::text as "createdMicros" from food_trucks`,
  );
  const menu = await rowsOf<{ truckId: number; name: string; price: number }>(
    db,
    sql`select truck_id as "truckId", name, price from food_truck_menu_items`,
  );
  const categories = await rowsOf<{ truckId: number; slug: string; name: string }>(
    db,
    sql`select fc.truck_id as "truckId", c.slug, c.name from food_truck_categories fc join menu_categories c on c.id = fc.category_id`,
  );
  const regions = await rowsOf<{ truckId: number; sido: string; sigungu: string }>(
    db,
    sql`select truck_id as "truckId", sido, sigungu from food_truck_regions`,
  );
  const busy = await rowsOf<{ truckId: number; kind: string; startsAt: number; endsAt: number }>(
    db,
    sql`select truck_id as "truckId", kind, (extract(epoch from starts_at) * 1000)::float8 as "startsAt",
      (extract(epoch from ends_at) * 1000)::float8 as "endsAt" from truck_busy_periods`,
  );
  return { trucks, menu, categories, regions, busy };
}

const CHOSEONG_ONLY = /^[ㄱ-ㅎ\s]+$/;
const line = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** What the list must answer, the slow and obvious way. */
function expected(data: Awaited<ReturnType<typeof catalogue>>, q: FoodTruckListQuery): number[] {
  const of = <T extends { truckId: number }>(rows: T[], id: number) =>
    rows.filter((row) => row.truckId === id);
  const matches = data.trucks.filter((truck) => {
    if (truck.status !== 'approved') return false;
    const menu = of(data.menu, truck.id);
    const categories = of(data.categories, truck.id);
    const regions = of(data.regions, truck.id);
    if (q.sido && !regions.some((r) => r.sido === q.sido && (!q.sigungu || r.sigungu === q.sigungu)))
      return false;
    if (q.category && !categories.some((c) => c.slug === q.category)) return false;
    if (q.keyword) {
      const lines = [
        truck.name,
        ...menu.map((m) => m.name),
        ...categories.map((c) => c.name),
        ...regions.map((r) => `${r.sido} ${r.sigungu}`),
      ];
      const choseong = CHOSEONG_ONLY.test(q.keyword);
      const needle = choseong ? line(q.keyword) : disassemble(line(q.keyword));
      const found = lines.some((text) =>
        (choseong ? getChoseong(line(text)) : disassemble(line(text))).includes(needle),
      );
      if (!found) return false;
    }
    if (q.guests !== undefined && (truck.minServings > q.guests || truck.maxServings < q.guests))
      return false;
    const cheapest = menu.length > 0 ? Math.min(...menu.map((m) => m.price)) : 0;
    const lowest = truck.baseFee + cheapest * Math.max(q.guests ?? truck.minServings, truck.minServings);
    if (q.minPrice !== undefined && lowest < q.minPrice) return false;
    if (q.maxPrice !== undefined && lowest > q.maxPrice) return false;
    if (q.date) {
      const dayStart = Date.parse(`${q.date}T00:00:00+09:00`);
      const dayEnd = dayStart + 86_400_000;
      const taken = of(data.busy, truck.id).some(
        (b) =>
          b.startsAt < dayEnd &&
          b.endsAt > dayStart &&
          (b.kind === 'booking' || (b.startsAt <= dayStart && b.endsAt >= dayEnd)),
      );
      if (taken) return false;
    }
    return true;
  });
  const listed = data.trucks.filter((truck) => truck.status === 'approved');
  const reviews = listed.reduce((n, truck) => n + truck.reviewCount, 0);
  const mean =
    reviews === 0 ? 0 : listed.reduce((sum, truck) => sum + truck.rating * truck.reviewCount, 0) / reviews;
  const ranked = (truck: RawTruck) =>
    Math.round(
      rankingRating(
        { ratingSum: truck.rating * truck.reviewCount, reviewCount: truck.reviewCount },
        { mean, weight: RANKING_PRIOR_WEIGHT },
      ) * 1e6,
    );
  const compare: Record<FoodTruckListQuery['sort'], (a: RawTruck, b: RawTruck) => number> = {
    recommended: (a, b) => b.reviewCount - a.reviewCount || a.id - b.id,
    rating: (a, b) => ranked(b) - ranked(a) || b.reviewCount - a.reviewCount || a.id - b.id,
    newest: (a, b) => Number(BigInt(b.createdMicros) - BigInt(a.createdMicros)) || a.id - b.id,
    price_asc: (a, b) => a.baseFee - b.baseFee || a.id - b.id,
    price_desc: (a, b) => b.baseFee - a.baseFee || b.id - a.id,
  };
  return matches.sort(compare[q.sort]).map((truck) => truck.id);
}

class RollBack extends Error {}

describe('the list in SQL', () => {
  it('answers every filter, keyword, sort and page like a plain filter-and-sort, through edits and renames', async () => {
    const db = t.app.database.db;
    const truckIds = (await rowsOf<{ id: number }>(db, sql`select id from food_trucks order by id`)).map(
      (r) => r.id,
    );
    const categoryIds = (
      await rowsOf<{ id: number }>(db, sql`select id from menu_categories order by id`)
    ).map((r) => r.id);
    await fc.assert(
      fc.asyncProperty(
        fc.array(editArb, { maxLength: 8 }),
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        async (edits, queries) => {
          try {
            await db.transaction(async (tx) => {
              for (const edit of edits) await applyEdit(tx, edit, truckIds, categoryIds);
              const data = await catalogue(tx);
              for (const raw of queries) {
                const q = foodTruckListQuerySchema.safeParse(raw);
                if (!q.success) continue;
                const want = expected(data, q.data);
                const got = await listFoodTrucks(tx, new CatalogCache({ ttlMs: 0 }), q.data);
                const from = (q.data.page - 1) * q.data.limit;
                // Each card as the tables say it should read: the names after any rename, the cheapest dish.
                const cards = got.cards.map((card) => ({
                  id: card.id,
                  categories: card.categories.map((c) => c.name).sort(),
                  regions: card.regions.map((r) => `${r.sido} ${r.sigungu}`).sort(),
                  minMenuPrice: card.minMenuPrice,
                }));
                const wantCards = want.slice(from, from + q.data.limit).map((id) => {
                  const prices = data.menu.filter((m) => m.truckId === id).map((m) => m.price);
                  return {
                    id,
                    categories: data.categories
                      .filter((c) => c.truckId === id)
                      .map((c) => c.name)
                      .sort(),
                    regions: data.regions
                      .filter((r) => r.truckId === id)
                      .map((r) => `${r.sido} ${r.sigungu}`)
                      .sort(),
                    minMenuPrice: prices.length > 0 ? Math.min(...prices) : null,
                  };
                });
                expect({ query: raw, cards, total: got.total }).toEqual({
                  query: raw,
                  cards: wantCards,
                  total: want.length,
                });
              }
              throw new RollBack();
            });
          } catch (error) {
            if (!(error instanceof RollBack)) throw error;
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
