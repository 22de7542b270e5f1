import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('reference data', () => {
  it('serves the eight event types of docs/product.md § Domain in order', async () => {
    const { status, body } = await get('/api/v1/event-types');
    expect(status).toBe(200);
    expect(body.data.map((e: { name: string }) => e.name)).toEqual([
      '기업 행사',
      '축제·지역 행사',
      '웨딩·파티',
      '촬영장 밥차',
      '학교·학원 행사',
      '스포츠·야외 행사',
      '팝업·브랜드 프로모션',
      '기타',
    ]);
  });

  it('serves truck types and sizes with dimensions in metres', async () => {
    const types = await get('/api/v1/truck-types');
    expect(types.body.data.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['식사', '분식', '디저트']),
    );
    const sizes = await get('/api/v1/truck-sizes');
    expect(sizes.body.data.map((s: { name: string }) => s.name)).toEqual([
      '경형',
      '1톤',
      '1.4톤',
      '2.5톤',
      '5톤',
    ]);
    for (const size of sizes.body.data) expect(size.lengthM).toBeGreaterThan(size.widthM);
  });

  it('serves menu categories, one by id or slug, its items, and everything grouped', async () => {
    const all = await get('/api/v1/menu-categories');
    const active = await get('/api/v1/menu-categories/active');
    expect(active.body.data.length).toBeGreaterThanOrEqual(8);
    expect(all.body.data.length).toBeGreaterThanOrEqual(active.body.data.length);
    const first = active.body.data[0];
    const byId = await get(`/api/v1/menu-categories/${first.id}`);
    const bySlug = await get(`/api/v1/menu-categories/${first.slug}`);
    expect(byId.body.data).toEqual(bySlug.body.data);
    expect(byId.body.data.items.length).toBe(first.itemCount);
    const items = await get(`/api/v1/menu-categories/${first.id}/items`);
    expect(items.body.data).toEqual(byId.body.data.items);

    const grouped = await get('/api/v1/menu-items/grouped');
    const count = grouped.body.data.reduce((n: number, c: { items: unknown[] }) => n + c.items.length, 0);
    expect(count).toBeGreaterThanOrEqual(40);
    for (const category of grouped.body.data) {
      for (const item of category.items) {
        expect(item.categoryId).toBe(category.id);
        expect(Number.isInteger(item.unitPrice) && item.unitPrice > 0).toBe(true);
      }
    }
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await get('/api/v1/menu-categories/no-such-thing');
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });
});

describe('policies', () => {
  it('lists the five policies and serves each by slug or id with its full text', async () => {
    const list = await get('/api/v1/policies');
    expect(list.body.data.map((p: { slug: string }) => p.slug).sort()).toEqual(
      ['location', 'privacy', 'refund', 'terms', 'vendor-terms'].sort(),
    );
    for (const summary of list.body.data) {
      const bySlug = await get(`/api/v1/policies/${summary.slug}`);
      const byId = await get(`/api/v1/policies/${summary.id}`);
      expect(bySlug.body.data).toEqual(byId.body.data);
      expect(bySlug.body.data.body.length).toBeGreaterThan(1000);
    }
  });

  it('answers 404 for an unknown policy and 400 for a malformed one', async () => {
    expect((await get('/api/v1/policies/nope')).status).toBe(404);
    expect((await get('/api/v1/policies/%3Cscript%3E')).status).toBe(400);
  });
});
