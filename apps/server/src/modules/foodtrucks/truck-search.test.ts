import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordNeedle, searchForms } from './keyword-search.ts';
import { type SearchableTruck, type SearchFilters, SORTS, type Sort, TruckSearch } from './truck-search.ts';

const WORDS = [
  '떡볶이',
  '순대',
  '커피',
  '라떼',
  '타코',
  '버거',
  '와플',
  '츄러스',
  '닭꼬치',
  'ice',
  'taco',
  'cosmos',
  // é and ī fold to the same unit: a keyword with either is tested against the text itself.
  'café',
  '음료·에이드',
];
const AREAS = ['서울특별시', '서울특별시 강남구', '서울특별시 마포구', '부산광역시', '부산광역시 해운대구'];

const truckArb = (id: number) =>
  fc
    .record({
      reviewCount: fc.integer({ min: 0, max: 5 }),
      createdAt: fc.integer({ min: 0, max: 5 }),
      baseFee: fc.integer({ min: 0, max: 4 }).map((n) => n * 100_000),
      areas: fc.subarray(AREAS),
      categoryIds: fc.subarray([1, 2, 3]),
      eventTypeIds: fc.subarray([1, 2, 3, 4]),
      truckTypeId: fc.integer({ min: 1, max: 2 }),
      truckSizeId: fc.integer({ min: 1, max: 2 }),
      words: fc.subarray(WORDS, { minLength: 1 }),
    })
    .map(({ words, ...rest }): SearchableTruck => {
      const { searchJamo, searchChoseong } = searchForms(words);
      return { id, ...rest, searchJamo, searchChoseong, card: Buffer.from(JSON.stringify({ id })) };
    });

/** What the search must answer, written the slow, obvious way. */
function expected(trucks: SearchableTruck[], filters: SearchFilters, sort: Sort) {
  const compare: Record<Sort, (a: SearchableTruck, b: SearchableTruck) => number> = {
    recommended: (a, b) => b.reviewCount - a.reviewCount || a.id - b.id,
    newest: (a, b) => b.createdAt - a.createdAt || a.id - b.id,
    price_asc: (a, b) => a.baseFee - b.baseFee || a.id - b.id,
    price_desc: (a, b) => b.baseFee - a.baseFee || b.id - a.id,
  };
  const { categoryId, eventTypeId, truckTypeId, truckSizeId, area, keyword } = filters;
  if ([categoryId, eventTypeId, truckTypeId, truckSizeId].includes(null)) return [];
  return trucks
    .filter(
      (t) =>
        (!area || t.areas.includes(area)) &&
        (categoryId == null || t.categoryIds.includes(categoryId)) &&
        (eventTypeId == null || t.eventTypeIds.includes(eventTypeId)) &&
        (truckTypeId == null || t.truckTypeId === truckTypeId) &&
        (truckSizeId == null || t.truckSizeId === truckSizeId) &&
        (!keyword || (keyword.field === 'jamo' ? t.searchJamo : t.searchChoseong).includes(keyword.text)),
    )
    .sort(compare[sort]);
}

const filtersArb: fc.Arbitrary<SearchFilters> = fc.record(
  {
    area: fc.constantFrom(...AREAS),
    categoryId: fc.constantFrom(1, 2, 3, null),
    eventTypeId: fc.constantFrom(1, 2, 3, 4),
    truckTypeId: fc.constantFrom(1, 2),
    truckSizeId: fc.constantFrom(1, 2),
    keyword: fc
      .constantFrom(
        '떡볶',
        'ㄸㅂ',
        'ㄸㅂㅇ',
        '커',
        '커피',
        '타코',
        'ㅋㅍ',
        'ic',
        '라떼 와',
        'tacos',
        'fé',
        'fī',
        '료·에',
        'ㅇㄹ·',
      )
      .map((k) => keywordNeedle(k)),
  },
  { requiredKeys: [] },
);

/** A catalogue, then a run of changes (edits, removals, new trucks) applied one by one or as a new whole. */
const scenarioArb = fc.integer({ min: 0, max: 60 }).chain((count) =>
  fc.record({
    trucks: fc.tuple(...Array.from({ length: count }, (_, i) => truckArb(i + 1))),
    changes: fc.array(
      fc.oneof(
        fc
          .integer({ min: 1, max: 64 })
          .chain((id) => truckArb(id))
          .map((truck) => ({ upsert: truck })),
        fc.integer({ min: 1, max: 80 }).map((id) => ({ remove: id })),
      ),
      { maxLength: 40 },
    ),
    queries: fc.array(
      fc.record({
        filters: filtersArb,
        sort: fc.constantFrom(...SORTS),
        page: fc.integer({ min: 1, max: 4 }),
        limit: fc.integer({ min: 1, max: 7 }),
        cap: fc.integer({ min: 1, max: 30 }),
      }),
      { minLength: 1, maxLength: 10 },
    ),
  }),
);

/** A truck with nothing but what a test sets, created at its id (so `newest` lists the highest id first). */
const plainTruck = (id: number, fields: Partial<SearchableTruck> = {}): SearchableTruck => ({
  id,
  reviewCount: 0,
  createdAt: id,
  baseFee: 100_000,
  areas: [],
  categoryIds: [],
  eventTypeIds: [],
  truckTypeId: 1,
  truckSizeId: 1,
  searchJamo: '',
  searchChoseong: '',
  card: Buffer.from(String(id)),
  ...fields,
});

/** A search for each plan a keyword can take: its matches gathered and sorted or walked to, found from bits or lists. */
const everyPlan = () =>
  [0, Number.POSITIVE_INFINITY].flatMap((gatherCost) =>
    (['all', 'none'] as const).map((postingBits) => new TruckSearch({ gatherCost, postingBits })),
  );

describe('TruckSearch', () => {
  it('answers every filter, keyword, sort and page like a plain filter-and-sort, through changes', () => {
    fc.assert(
      fc.property(scenarioArb, ({ trucks, changes, queries }) => {
        // Each plan for a keyword (the cost model's choice, then gathering or walking, from bits or lists) must agree.
        const searches = [new TruckSearch(), ...everyPlan()];
        for (const search of searches) search.reset(trucks);
        const current = new Map(trucks.map((t) => [t.id, t]));
        for (const change of changes) {
          for (const search of searches) {
            if ('upsert' in change) search.upsert(change.upsert);
            else search.remove(change.remove);
          }
          if ('upsert' in change) current.set(change.upsert.id, change.upsert);
          else current.delete(change.remove);
        }
        const rebuilt = new TruckSearch();
        rebuilt.reset(current.values());
        for (const { filters, sort, page, limit, cap } of queries) {
          const all = expected([...current.values()], filters, sort);
          const offset = (page - 1) * limit;
          const want = all.slice(offset, offset + limit).map((t) => t.card);
          for (const answer of [...searches, rebuilt].map((s) =>
            s.search(filters, sort, offset, limit, cap),
          )) {
            expect(answer.cards).toEqual(want);
            // Counting may stop once past the cap, never before it.
            expect(Math.min(answer.total, cap + 1)).toBe(Math.min(all.length, cap + 1));
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('finds nothing for a slug that names nothing, and counts a plain facet in full', () => {
    const search = new TruckSearch();
    search.reset([
      plainTruck(1, { categoryIds: [1] }),
      plainTruck(2, { categoryIds: [1] }),
      plainTruck(3, { categoryIds: [2] }),
    ]);
    expect(search.search({ categoryId: null }, 'newest', 0, 10, 1000)).toEqual({ cards: [], total: 0 });
    expect(search.search({ categoryId: 1 }, 'newest', 0, 1, 1)).toEqual({
      cards: [Buffer.from('2')],
      total: 2,
    });
  });

  it('pages a common keyword past where its count stopped, on every plan', () => {
    for (const search of everyPlan()) {
      search.reset(Array.from({ length: 100 }, (_, i) => plainTruck(i + 1, searchForms(['타코']))));
      // The count stops just past the cap of 2 (a list's third entry, or the bits' first word of 32 trucks);
      // the newest are the last in the postings.
      const { cards, total } = search.search({ keyword: keywordNeedle('타코') }, 'newest', 0, 3, 2);
      expect(cards).toEqual(['100', '99', '98'].map((id) => Buffer.from(id)));
      expect(total).toBeGreaterThan(2);
      expect(total).toBeLessThan(40);
    }
  });

  it('answers a truck removed and listed again once, on every plan', () => {
    for (const search of everyPlan()) {
      const truck = (id: number) => plainTruck(id, searchForms(['타코', '버거']));
      search.reset([truck(1), truck(2)]);
      search.remove(1);
      search.upsert(truck(1));
      expect(search.search({ keyword: keywordNeedle('타코') }, 'newest', 0, 10, 1000)).toEqual({
        cards: [Buffer.from('2'), Buffer.from('1')],
        total: 2,
      });
    }
  });

  it('forgets the n-grams of a removed truck and those a changed text lost, on every plan', () => {
    const ids = (search: TruckSearch, keyword: string) =>
      search.search({ keyword: keywordNeedle(keyword) }, 'newest', 0, 10, 1000).cards.map(String);
    for (const search of everyPlan()) {
      const truck = (id: number, word: string) => plainTruck(id, searchForms([word]));
      search.reset([truck(1, '떡볶이'), truck(2, '떡볶이'), truck(3, '떡볶이')]);
      search.remove(1);
      search.upsert(truck(2, '커피'));
      expect(ids(search, 'ㄸㅂ')).toEqual(['3']);
      expect(ids(search, '떡볶')).toEqual(['3']);
      search.upsert(truck(1, '커피'));
      expect(ids(search, 'ㅋㅍ')).toEqual(['2', '1']);
      expect(ids(search, 'ㄸㅂ')).toEqual(['3']);
    }
  });

  it("builds a posting's bits from the trucks that still have its n-gram", () => {
    const search = new TruckSearch();
    // Ids 1–319: a posting keeps bits once it names 10 trucks (a 32nd of the 320 ids the columns have room for).
    search.reset(Array.from({ length: 319 }, (_, i) => plainTruck(i + 1)));
    const withWord = (id: number, word: string) => plainTruck(id, searchForms([word]));
    for (let id = 1; id <= 5; id++) search.upsert(withWord(id, '타코'));
    // Trucks 1–5 lose 타코: its postings still name them, five entries short of bits, which the tenth brings.
    for (let id = 1; id <= 5; id++) search.upsert(withWord(id, '버거'));
    for (let id = 6; id <= 10; id++) search.upsert(withWord(id, '타코'));
    const { cards, total } = search.search({ keyword: keywordNeedle('ㅌㅋ') }, 'newest', 0, 10, 1000);
    expect(cards.map(String)).toEqual(['10', '9', '8', '7', '6']);
    expect(total).toBe(5);
  });

  it('answers the same after thousands of changes have rewritten its stores', () => {
    const search = new TruckSearch();
    const current = new Map<number, SearchableTruck>();
    const truckAt = (step: number) => {
      const id = 1 + (step % 12);
      // Cards and texts long enough that replaced ones soon outweigh the live: each store is rewritten often.
      const word = WORDS[step % WORDS.length]!;
      return plainTruck(id, {
        reviewCount: step % 7,
        baseFee: (step % 5) * 100_000,
        areas: [AREAS[step % AREAS.length]!],
        categoryIds: [1 + (step % 3)],
        eventTypeIds: [1 + (step % 4), 1 + ((step + 1) % 4)],
        ...searchForms([word, 'fé'.repeat(200)]),
        card: Buffer.from(`${id}:${step}:${'x'.repeat(500)}`),
      });
    };
    // Checked every few changes: a rewrite that lost track of where something is shows before it is replaced.
    const filterSets: SearchFilters[] = [
      {},
      { area: AREAS[1] },
      { categoryId: 2 },
      { keyword: keywordNeedle('타코') },
      { keyword: keywordNeedle('fé fé') },
    ];
    const check = () => {
      const trucks = [...current.values()];
      for (const filters of filterSets) {
        for (const sort of SORTS) {
          const want = expected(trucks, filters, sort).map((t) => t.card.toString());
          const { cards, total } = search.search(filters, sort, 0, 20, 1000);
          expect({ cards: cards.map(String), total }).toEqual({ cards: want, total: want.length });
        }
      }
    };
    search.reset([]);
    for (let step = 0; step < 3_000; step++) {
      if (step % 10 === 9) {
        search.remove(1 + (step % 12));
        current.delete(1 + (step % 12));
      } else {
        const truck = truckAt(step);
        search.upsert(truck);
        current.set(truck.id, truck);
      }
      if (step % 7 === 0) check();
    }
    check();
  });
});
