import { foodTruckDetailSchema, foodTruckListEnvelopeSchema, successEnvelope } from '@ft/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ photos: true });
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

describe('search in the database', () => {
  const db = () => t.app.database.db;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  /** The ids a list query finds, the answer cache left out. */
  const ids = async (query: string) => {
    t.app.catalogCache.invalidate();
    const res = await get(`/api/v1/foodtrucks?limit=100&${query}`);
    expect(res.statusCode, query).toBe(200);
    return (res.json().data as { id: number }[]).map((truck) => truck.id).sort((a, b) => a - b);
  };
  const keyword = (word: string) => ids(`keyword=${encodeURIComponent(word)}`);

  it('finds a category by its new name as soon as an operator renames it', async () => {
    const [category] = await rowsOf<{
      id: number;
      name: string;
      trucks: number;
    }>(sql`select c.id, c.name, count(*)::int as trucks from menu_categories c
        join food_truck_categories fc on fc.category_id = c.id join food_trucks t on t.id = fc.truck_id
        where t.status = 'approved' group by c.id order by count(*) desc limit 1`);
    try {
      await db().execute(sql`update menu_categories set name = '새벽감성음료' where id = ${category!.id}`);
      expect(await keyword('새벽감성음료')).toHaveLength(category!.trucks);
      expect(await keyword('ㅅㅂㄱㅅ')).toHaveLength(category!.trucks);
    } finally {
      await db().execute(sql`update menu_categories set name = ${category!.name} where id = ${category!.id}`);
    }
    expect(await keyword('새벽감성음료')).toEqual([]);
  });

  it("shows a renamed truck type, and a truck's new type, on its cards at once", async () => {
    const cards = async () => {
      t.app.catalogCache.invalidate();
      return (await get('/api/v1/foodtrucks?limit=100')).json().data as {
        id: number;
        truckType: { id: number; name: string };
      }[];
    };
    const [first] = await cards();
    const type = first!.truckType;
    const [other] = await rowsOf<{ id: number }>(
      sql`select id from truck_types where id <> ${type.id} limit 1`,
    );
    try {
      await db().execute(sql`update truck_types set name = '이름 바꾼 종류' where id = ${type.id}`);
      expect((await cards()).find((card) => card.id === first!.id)?.truckType.name).toBe('이름 바꾼 종류');
      await db().execute(sql`update food_trucks set truck_type_id = ${other!.id} where id = ${first!.id}`);
      expect((await cards()).find((card) => card.id === first!.id)?.truckType.id).toBe(other!.id);
    } finally {
      await db().execute(sql`update truck_types set name = ${type.name} where id = ${type.id}`);
      await db().execute(sql`update food_trucks set truck_type_id = ${type.id} where id = ${first!.id}`);
    }
  });

  it('ignores spacing and case in keywords, both ways round', async () => {
    const [truck] = await rowsOf<{ id: number; name: string }>(
      sql`select id, name from food_trucks where status = 'approved' order by id limit 1`,
    );
    try {
      await db().execute(sql`update food_trucks set name = '워크스루 떡볶이 Taco' where id = ${truck!.id}`);
      expect(await keyword('워크스루떡볶이')).toContain(truck!.id);
      expect(await keyword('워크 스루떡볶이 taco')).toContain(truck!.id);
      expect(await keyword('ㅇㅋㅅㄹ ㄸㅂ')).toContain(truck!.id);
      expect(await keyword('TACO')).toContain(truck!.id);
      await db().execute(sql`update food_trucks set name = '워크스루떡볶이' where id = ${truck!.id}`);
      expect(await keyword('워크스루 떡볶이')).toContain(truck!.id);
      // Half-typed: 볶 still 보, and 워크 caught as 웤 (the ㅋ not yet moved to the next syllable).
      expect(await keyword('워크스루떡보')).toContain(truck!.id);
      expect(await keyword('웤')).toContain(truck!.id);
    } finally {
      await db().execute(sql`update food_trucks set name = ${truck!.name} where id = ${truck!.id}`);
    }
  });

  it('finds trucks free on a date: an accepted booking or a whole-day block takes the day, a few hours do not', async () => {
    const [busy] = await rowsOf<{
      truckId: number;
      day: string;
    }>(sql`select b.truck_id as "truckId", to_char(b.starts_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day
        from truck_busy_periods b join food_trucks t on t.id = b.truck_id
        where b.kind = 'booking' and t.status = 'approved' order by b.starts_at limit 1`);
    expect(busy).toBeDefined();
    const free = await ids(`date=${busy!.day}`);
    expect(free).not.toContain(busy!.truckId);
    expect(free.length).toBeGreaterThan(0);
    const blocked = free[0]!;
    const partly = free[1]!;
    const start = sql`(${busy!.day}::date::timestamp at time zone 'Asia/Seoul')`;
    await db().execute(sql`insert into truck_busy_periods (truck_id, starts_at, ends_at, kind, reason) values
      (${blocked}, ${start}, ${start} + interval '1 day', 'block', 'day_off'),
      (${partly}, ${start} + interval '9 hours', ${start} + interval '13 hours', 'block', 'maintenance')`);
    try {
      const after = await ids(`date=${busy!.day}`);
      expect(after).not.toContain(blocked);
      expect(after).toContain(partly);
      // The next day is free again for the blocked truck.
      const next = new Date(Date.parse(`${busy!.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(await ids(`date=${next}`)).toContain(blocked);
    } finally {
      await db().execute(
        sql`delete from truck_busy_periods where kind = 'block' and truck_id in (${blocked}, ${partly})`,
      );
    }
  });

  it('finds trucks by guests they can serve and by their lowest estimate', async () => {
    const trucks = await rowsOf<{
      id: number;
      baseFee: number;
      minMenuPrice: number | null;
      minServings: number;
      maxServings: number;
    }>(sql`select id, base_fee as "baseFee", min_menu_price as "minMenuPrice",
        min_servings as "minServings", max_servings as "maxServings" from food_trucks where status = 'approved'`);
    const servingOf = (guests: number) =>
      trucks.filter((x) => x.minServings <= guests && x.maxServings >= guests);
    // A guest count some trucks serve and others do not.
    const guests = [30, 50, 100, 200, 300, 500, 1000].find(
      (n) => servingOf(n).length > 0 && servingOf(n).length < trucks.length,
    )!;
    const serving = servingOf(guests);
    expect(await ids(`guests=${guests}`)).toEqual(serving.map((x) => x.id).sort((a, b) => a - b));
    // The same rule the booking's estimate follows: call-out fee plus the cheapest dish for everyone.
    const lowest = (x: (typeof trucks)[number]) =>
      x.baseFee + (x.minMenuPrice ?? 0) * Math.max(guests, x.minServings);
    // A budget that keeps the middle half of them.
    const estimates = serving.map(lowest).sort((a, b) => a - b);
    const budget = [
      estimates[Math.floor(estimates.length / 4)]!,
      estimates[Math.floor((estimates.length * 3) / 4)]!,
    ];
    const expected = serving.filter((x) => lowest(x) >= budget[0]! && lowest(x) <= budget[1]!);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(serving.length);
    expect(await ids(`guests=${guests}&minPrice=${budget[0]}&maxPrice=${budget[1]}`)).toEqual(
      expected.map((x) => x.id).sort((a, b) => a - b),
    );
  });

  it('refuses an impossible date, a reversed budget and odd guest counts in Korean', async () => {
    for (const [query, field] of [
      ['date=2026-02-30', 'date'],
      ['date=tomorrow', 'date'],
      ['minPrice=500000&maxPrice=100000', 'maxPrice'],
      ['minPrice=-1', 'minPrice'],
      ['guests=0', 'guests'],
      ['guests=2.5', 'guests'],
    ] as const) {
      const res = await get(`/api/v1/foodtrucks?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[field], query).toMatch(/[가-힣]/);
    }
  });
});
