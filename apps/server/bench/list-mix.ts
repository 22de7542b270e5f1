import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * The list requests the benches mix, drawn from what the database holds: every category (each sort) and event
 * type (first pages), six areas, keywords (whole words, 초성, a half-typed one, some with a category), pages
 * deep into the catalogue, and the date, guests and budget filters alone and together.
 */
export async function listMix(db: Db): Promise<string[]> {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const reference = rows<{ kind: string; slug: string }>(
    await db.execute(sql`select 'category' as kind, slug from menu_categories where is_active
      union all select 'event', slug from event_types where is_active`),
  );
  const slugs = (kind: string) => reference.filter((r) => r.kind === kind).map((r) => r.slug);
  const areas = rows<{ sido: string; sigungu: string }>(
    await db.execute(sql`select distinct sido, sigungu from food_truck_regions order by 1, 2 limit 6`),
  );
  const day = (inDays: number) => new Date(Date.now() + inDays * 86_400_000).toISOString().slice(0, 10);
  const sorts = ['recommended', 'newest', 'price_asc', 'price_desc'];
  const query = (params: Record<string, string | number>) =>
    `/api/v1/foodtrucks?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;
  const list: string[] = [];
  slugs('category').forEach((category, i) => {
    list.push(query({ category, sort: sorts[i % 4]! }));
  });
  slugs('event').forEach((eventType, i) => {
    list.push(query({ eventType, page: 1 + (i % 3) }));
  });
  areas.forEach((a, i) => {
    list.push(query({ sido: a.sido, sigungu: a.sigungu, sort: sorts[i % 4]! }));
  });
  ['떡볶이', '타코', '커피', 'ㄸㅂ', 'ㅋㅍ', '버거', '떡보', '워크스루 떡볶이'].forEach((keyword, i) => {
    list.push(
      query(i % 2 ? { keyword, category: slugs('category')[i % slugs('category').length]! } : { keyword }),
    );
  });
  for (const page of [1, 2, 5, 10, 50]) list.push(query({ page, sort: sorts[page % 4]! }));
  list.push(
    query({ date: day(14) }),
    query({ date: day(30), guests: 100 }),
    query({ guests: 200, maxPrice: 2_000_000, sort: 'price_asc' }),
    query({ minPrice: 500_000, maxPrice: 1_500_000 }),
    query({ date: day(7), sido: areas[0]!.sido, category: slugs('category')[0]!, guests: 80 }),
  );
  return list;
}
