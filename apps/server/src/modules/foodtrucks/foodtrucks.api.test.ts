import {
  foodTruckDetailSchema,
  foodTruckListEnvelopeSchema,
  foodTruckListQuerySchema,
  successEnvelope,
} from '@ft/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CatalogIndex } from './catalog-index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ photos: 'small' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v1/foodtrucks', () => {
  it('pages through approved trucks in the list envelope', async () => {
    const res = await get('/api/v1/foodtrucks?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(foodTruckListEnvelopeSchema.safeParse(body).error).toBeUndefined();
    expect(body).toMatchObject({ success: true, page: 1, limit: 5, totalCapped: false });
    expect(body.total).toBeGreaterThanOrEqual(24);
    expect(body.data).toHaveLength(5);
    const truck = body.data[0];
    expect(truck.thumbnail.thumbnailUrl).toMatch(/^\/files\/trucks\/.+\.thumb\.webp$/);
    expect(truck.thumbnail.mediumUrl).toMatch(/^\/files\/trucks\/.+\.md\.webp$/);
    expect(truck.regions.length).toBeGreaterThan(0);
    expect(truck.categories.length).toBeGreaterThan(0);
    // Business and payout details never appear in a list.
    expect(JSON.stringify(body)).not.toMatch(/businessNumber|payout/);

    const page2 = (await get('/api/v1/foodtrucks?limit=5&page=2')).json();
    const ids1 = body.data.map((x: { id: number }) => x.id);
    const ids2 = page2.data.map((x: { id: number }) => x.id);
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);
  });

  it('serves the generated photo bytes', async () => {
    const list = (await get('/api/v1/foodtrucks?limit=1')).json();
    const res = await get(list.data[0].thumbnail.thumbnailUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('filters by region, event type, category, truck type and size', async () => {
    const seoul = (await get(`/api/v1/foodtrucks?limit=100&sido=${encodeURIComponent('서울특별시')}`)).json();
    expect(seoul.total).toBeGreaterThan(0);
    for (const truck of seoul.data)
      expect(truck.regions.some((r: { sido: string }) => r.sido === '서울특별시')).toBe(true);

    const all = (await get('/api/v1/foodtrucks?limit=100')).json();
    expect(seoul.total).toBeLessThan(all.total);

    const category = all.data[0].categories[0].slug;
    const byCategory = (await get(`/api/v1/foodtrucks?limit=100&category=${category}`)).json();
    expect(byCategory.total).toBeGreaterThan(0);
    for (const truck of byCategory.data)
      expect(truck.categories.map((c: { slug: string }) => c.slug)).toContain(category);

    const type = all.data[0].truckType.slug;
    const byType = (await get(`/api/v1/foodtrucks?limit=100&truckType=${type}`)).json();
    for (const truck of byType.data) expect(truck.truckType.slug).toBe(type);

    const wedding = (await get('/api/v1/foodtrucks?limit=100&eventType=wedding-party')).json();
    expect(wedding.total).toBeGreaterThan(0);
    expect(wedding.total).toBeLessThan(all.total);

    const nothing = (await get('/api/v1/foodtrucks?truckSize=no-such-size')).json();
    expect(nothing).toMatchObject({ success: true, total: 0, data: [] });
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = (await get('/api/v1/foodtrucks?limit=100&sort=price_asc'))
      .json()
      .data.map((x: { baseFee: number }) => x.baseFee);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await get('/api/v1/foodtrucks?limit=100&sort=price_desc'))
      .json()
      .data.map((x: { baseFee: number }) => x.baseFee);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await get('/api/v1/foodtrucks?limit=3&sort=newest')).json();
    expect(newest.data).toHaveLength(3);
  });

  it('understands Korean the way people type it: full words, 초성 and half-typed syllables', async () => {
    for (const keyword of ['떡볶이', 'ㄸㅂㅇ', '떡보', '커피']) {
      const res = (await get(`/api/v1/foodtrucks?limit=100&keyword=${encodeURIComponent(keyword)}`)).json();
      expect(res.total, keyword).toBeGreaterThan(0);
    }
    const none = (
      await get(`/api/v1/foodtrucks?keyword=${encodeURIComponent('존재하지않는메뉴xyz')}`)
    ).json();
    expect(none.total).toBe(0);
    // LIKE wildcards are matched literally.
    expect((await get('/api/v1/foodtrucks?keyword=%25')).json().total).toBe(0);
  });

  it('rejects bad queries with VALIDATION_ERROR and per-field Korean messages', async () => {
    for (const url of [
      '/api/v1/foodtrucks?limit=101',
      '/api/v1/foodtrucks?page=0',
      '/api/v1/foodtrucks?sort=cheapest',
      '/api/v1/foodtrucks?limit=abc',
      `/api/v1/foodtrucks?keyword=${'가'.repeat(51)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(Object.keys(body.fields).length).toBeGreaterThan(0);
      expect(body.error).toMatch(/[가-힣]/);
    }
  });
});

describe('GET /api/v1/foodtrucks/:id', () => {
  it('returns the whole truck with menu, photos and regions, without private business data', async () => {
    const first = (await get('/api/v1/foodtrucks?limit=1')).json().data[0];
    const res = await get(`/api/v1/foodtrucks/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(successEnvelope(foodTruckDetailSchema).safeParse(res.json()).error).toBeUndefined();
    const truck = res.json().data;
    expect(truck).toMatchObject({ id: first.id, name: first.name, status: 'approved' });
    expect(truck.menu.length).toBeGreaterThanOrEqual(3);
    expect(truck.photos.length).toBeGreaterThanOrEqual(1);
    expect(truck.menuPhotos.length).toBeGreaterThanOrEqual(1);
    expect(truck.eventTypes.length).toBeGreaterThan(0);
    expect(truck.truckSize.lengthM).toBeGreaterThan(1);
    expect(JSON.stringify(truck)).not.toMatch(/businessNumber|businessPhone|payout|ownerId|searchJamo/);
  });

  it('answers 404 NOT_FOUND for a missing truck and 400 for a malformed id', async () => {
    const missing = await get('/api/v1/foodtrucks/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = await get('/api/v1/foodtrucks/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('search engines', () => {
  it('lists approved trucks in sitemap.xml and keeps private screens out in robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const first = (await get('/api/v1/foodtrucks?limit=1')).json().data[0];
    expect(sitemap.body).toContain(`/foodtrucks/${first.id}</loc>`);
    expect(sitemap.body).toContain('/policies/refund</loc>');
    const robots = await get('/robots.txt');
    const disallowed = robots.body.split('\n').filter((line) => line.startsWith('Disallow: '));
    for (const path of [
      '/api/',
      '/profile',
      '/settings',
      '/bookings',
      '/booking/event-type',
      '/admin',
      '/test-login',
    ])
      expect(disallowed).toContain(`Disallow: ${path}`);
    // Public screens stay listable; /profile already covers /profile-edit.
    expect(disallowed.filter((line) => /\/(foodtrucks|policies)|profile-edit/.test(line))).toEqual([]);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('catalogue cache', () => {
  it('serves repeated list calls from the cache until the catalogue is invalidated', async () => {
    const url = '/api/v1/foodtrucks?limit=3&sort=newest';
    const before = (await get(url)).json();
    // Change the newest truck's name behind the cache's back.
    await t.app.database.db.execute(
      sql`update food_trucks set name = '이름 바뀐 트럭' where id = ${before.data[0].id}`,
    );
    expect((await get(url)).json().data[0].name).toBe(before.data[0].name);
    t.app.catalogCache.invalidate();
    expect((await get(url)).json().data[0].name).toBe('이름 바뀐 트럭');
  });
});

describe('filter slugs', () => {
  it("follow a renamed category once the catalogue is invalidated, as an operator's edit does", async () => {
    const all = (await get('/api/v1/foodtrucks?limit=100')).json();
    const slug = all.data[0].categories[0].slug as string;
    const before = (await get(`/api/v1/foodtrucks?category=${slug}`)).json().total;
    expect(before).toBeGreaterThan(0);
    await t.app.database.db.execute(
      sql`update menu_categories set slug = ${`${slug}-new`} where slug = ${slug}`,
    );
    t.app.catalogCache.invalidate();
    expect((await get(`/api/v1/foodtrucks?category=${slug}`)).json().total).toBe(0);
    expect((await get(`/api/v1/foodtrucks?category=${slug}-new`)).json().total).toBe(before);
    await t.app.database.db.execute(
      sql`update menu_categories set slug = ${slug} where slug = ${`${slug}-new`}`,
    );
    t.app.catalogCache.invalidate();
  });
});

describe('catalogue index', () => {
  const db = () => t.app.database.db;
  const newest = foodTruckListQuerySchema.parse({ sort: 'newest', limit: 100 });
  const cardOf = async (index: CatalogIndex, id: number) =>
    (await index.list(newest)).cards
      .map((card) => JSON.parse(card.toString()))
      .find((card) => card.id === id);

  it("shows this instance's changes at once and another instance's after its lag", async () => {
    const patient = new CatalogIndex(db(), 60_000);
    const [first] = (await patient.list(newest)).cards.map((card) => JSON.parse(card.toString()));
    // Another instance renames the truck: this one has not looked yet.
    await db().execute(sql`update food_trucks set name = '다른 서버가 바꾼 이름' where id = ${first.id}`);
    expect((await cardOf(patient, first.id)).name).toBe(first.name);
    const eager = new CatalogIndex(db(), 0);
    await eager.list(newest);
    await db().execute(sql`update food_trucks set name = '또 바뀐 이름' where id = ${first.id}`);
    expect((await cardOf(eager, first.id)).name).toBe('또 바뀐 이름');
    // This instance's own services mark it stale when they change the catalogue.
    patient.markStale();
    expect((await cardOf(patient, first.id)).name).toBe('또 바뀐 이름');
  });

  it('follows suspensions, photos and renamed categories', async () => {
    const index = new CatalogIndex(db(), 0);
    const before = await index.list(newest);
    const [first, second] = before.cards.map((card) => JSON.parse(card.toString()));
    expect(first.thumbnail).not.toBeNull();

    await db().execute(sql`update food_trucks set status = 'suspended' where id = ${first.id}`);
    const after = await index.list(newest);
    expect(after.total).toBe(before.total - 1);
    expect(await cardOf(index, first.id)).toBeUndefined();

    await db().execute(sql`delete from food_truck_photos where truck_id = ${second.id} and kind = 'truck'`);
    expect((await cardOf(index, second.id)).thumbnail).toBeNull();

    const category = second.categories[0];
    await db().execute(sql`update menu_categories set name = '이름 바뀐 분류' where id = ${category.id}`);
    const renamed = (await cardOf(index, second.id)).categories.find(
      (c: { id: number }) => c.id === category.id,
    );
    expect(renamed.name).toBe('이름 바뀐 분류');

    await db().execute(sql`update food_trucks set status = 'approved' where id = ${first.id}`);
    await db().execute(sql`update menu_categories set name = ${category.name} where id = ${category.id}`);
    expect((await index.list(newest)).total).toBe(before.total);
  });

  it('lets callers that arrive during a look share the next one, however busy one caller keeps it', async () => {
    const index = new CatalogIndex(db(), 0);
    await index.list(newest);
    const reads = vi.spyOn(CatalogIndex.prototype as unknown as { read(): Promise<void> }, 'read');
    try {
      // Six callers ask for four pages each, each as soon as its last came back.
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (let page = 0; page < 4; page++) await index.list(newest);
        }),
      );
      // Each answer needs a look that began after its request; shared, that is at most two per round.
      expect(reads.mock.calls.length).toBeLessThanOrEqual(2 * 4 + 1);
    } finally {
      reads.mockRestore();
    }
  });

  // Two transactions at once need a pool; PGlite runs one at a time.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'catches a change committed after a look by a transaction that began before it',
    async () => {
      const index = new CatalogIndex(db(), 0);
      const [early, late] = (await index.list(newest)).cards.map((card) => JSON.parse(card.toString()));
      await db().transaction(async (tx) => {
        await tx.execute(sql`update food_trucks set name = '먼저 시작한 변경' where id = ${early.id}`);
        // A later transaction commits first, and the index looks while the first is still open.
        await db().execute(sql`update food_trucks set name = '나중에 시작한 변경' where id = ${late.id}`);
        expect((await cardOf(index, late.id)).name).toBe('나중에 시작한 변경');
      });
      expect((await cardOf(index, early.id)).name).toBe('먼저 시작한 변경');
    },
  );
});
