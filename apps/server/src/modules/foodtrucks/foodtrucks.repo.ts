import type { FoodTruckListQuery } from '@ft/shared';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  eventTypes,
  files,
  foodTruckCategories,
  foodTruckEventTypes,
  foodTruckMenuItems,
  foodTruckPhotos,
  foodTruckRegions,
  foodTrucks,
  menuCategories,
  truckSizes,
  truckTypes,
} from '../../db/schema/index.ts';
import { keywordCondition } from './keyword-search.ts';

/** The list's reference filters, named by slug in the query string. */
const SLUG_TABLES = {
  eventType: eventTypes,
  category: menuCategories,
  truckType: truckTypes,
  truckSize: truckSizes,
} as const;
export type SlugFilter = keyof typeof SLUG_TABLES;
export const SLUG_FILTERS = Object.keys(SLUG_TABLES) as SlugFilter[];

/** The id behind a filter's slug, or null when there is none (then nothing matches). */
export async function idOfSlug(db: Db, filter: SlugFilter, slug: string): Promise<number | null> {
  const table = SLUG_TABLES[filter];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
  return row?.id ?? null;
}

/** The list query with each slug filter it names resolved to its id. */
export type ListFilters = FoodTruckListQuery & { ids: Partial<Record<SlugFilter, number | null>> };

/**
 * The list's filters as tests of the truck row itself (its `areas`, `category_ids` and `event_type_ids`,
 * kept by triggers): the planner either walks the sort index and checks each row, or reads a GIN index when
 * a filter is rare — never a join per row. Reference ids are written into the statement as literals (they
 * are integers read from the database): the planner then knows how common the category or event type is,
 * also in a prepared statement's generic plan, which a parameter would hide.
 */
function listConditions(query: ListFilters): SQL[] {
  const conditions: SQL[] = [eq(foodTrucks.status, 'approved')];
  if (query.sido) {
    const area = query.sigungu ? `${query.sido} ${query.sigungu}` : query.sido;
    conditions.push(sql`${foodTrucks.areas} @> array[${area}]::text[]`);
  }
  const tests: Record<SlugFilter, (id: SQL) => SQL> = {
    eventType: (id) => sql`${foodTrucks.eventTypeIds} @> array[${id}]::integer[]`,
    category: (id) => sql`${foodTrucks.categoryIds} @> array[${id}]::integer[]`,
    truckType: (id) => sql`${foodTrucks.truckTypeId} = ${id}`,
    truckSize: (id) => sql`${foodTrucks.truckSizeId} = ${id}`,
  };
  for (const [filter, id] of Object.entries(query.ids) as [SlugFilter, number | null][]) {
    conditions.push(id === null ? sql`false` : tests[filter](sql.raw(String(Math.trunc(id)))));
  }
  const keyword = query.keyword ? keywordCondition(query.keyword) : undefined;
  if (keyword) conditions.push(keyword);
  return conditions;
}

/** Each sort as its keys; the tie-break on id keeps pages stable. */
const SORT_KEYS = {
  recommended: [
    [foodTrucks.reviewCount, 'desc'],
    [foodTrucks.id, 'asc'],
  ],
  newest: [
    [foodTrucks.createdAt, 'desc'],
    [foodTrucks.id, 'asc'],
  ],
  price_asc: [
    [foodTrucks.baseFee, 'asc'],
    [foodTrucks.id, 'asc'],
  ],
  price_desc: [
    [foodTrucks.baseFee, 'desc'],
    [foodTrucks.id, 'desc'],
  ],
} as const satisfies Record<FoodTruckListQuery['sort'], readonly (readonly [PgColumn, 'asc' | 'desc'])[]>;

/** The sort's ORDER BY, on the truck's columns or (`bare`) on same-named columns of a derived table. */
const orderBy = (sort: FoodTruckListQuery['sort'], bare = false) =>
  SORT_KEYS[sort].map(([column, direction]) => {
    const key = bare ? sql.identifier(column.name) : column;
    return direction === 'desc' ? desc(key) : asc(key);
  });

const summaryColumns = {
  id: foodTrucks.id,
  name: foodTrucks.name,
  baseFee: foodTrucks.baseFee,
  minMenuPrice: foodTrucks.minMenuPrice,
  rating: foodTrucks.rating,
  reviewCount: foodTrucks.reviewCount,
  truckTypeId: truckTypes.id,
  truckTypeSlug: truckTypes.slug,
  truckTypeName: truckTypes.name,
};

export interface CoverPhotoJson {
  id: number;
  storageKey: string;
  mediumKey: string | null;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
}

/** A truck's service regions as JSON, for a select over `food_trucks`. */
const regionsJson = () => sql<{ sido: string; sigungu: string }[]>`(
  select coalesce(json_agg(json_build_object('sido', r.sido, 'sigungu', r.sigungu) order by r.sido, r.sigungu), '[]')
  from ${foodTruckRegions} r where r.truck_id = ${foodTrucks.id})`;

/** A truck's menu categories as JSON, for a select over `food_trucks`. */
const categoriesJson = () => sql<{ id: number; slug: string; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) order by c.sort_order), '[]')
  from ${foodTruckCategories} fc join ${menuCategories} c on c.id = fc.category_id where fc.truck_id = ${foodTrucks.id})`;

/**
 * One page of trucks in one round trip. The page's ids are found first (filters, order, offset, on the sort
 * indexes); only those rows then get their regions, categories and cover photo as JSON from correlated
 * subqueries on indexed keys — computed for 20 rows rather than for every row an offset skips (no N+1, and
 * one query instead of four on the embedded database).
 */
export async function listTruckPage(db: Db, query: ListFilters) {
  const offset = (query.page - 1) * query.limit;
  const conditions = and(...listConditions(query));
  // A keyword's matches are gathered first (its trigram index, or one pass) and only then sorted. Walking a
  // sort index and testing each truck against the keyword reads the whole catalogue when few trucks match,
  // or none: 1.1 s at 100k trucks on PGlite for `타코` among 분식 trucks.
  const pageIds = query.keyword
    ? sql`(with matches as materialized (
        select ${foodTrucks.id}, ${foodTrucks.reviewCount}, ${foodTrucks.createdAt}, ${foodTrucks.baseFee}
        from ${foodTrucks} where ${conditions})
      select id from matches order by ${sql.join(orderBy(query.sort, true), sql`, `)}
      limit ${query.limit} offset ${offset})`
    : db
        .select({ id: foodTrucks.id })
        .from(foodTrucks)
        .where(conditions)
        .orderBy(...orderBy(query.sort))
        .limit(query.limit)
        .offset(offset);
  return db
    .select({
      ...summaryColumns,
      regions: regionsJson(),
      categories: categoriesJson(),
      cover: sql<CoverPhotoJson | null>`(
        select json_build_object('id', p.id, 'storageKey', f.storage_key, 'mediumKey', f.medium_key, 'thumbnailKey', f.thumbnail_key,
          'width', f.width, 'height', f.height)
        from ${foodTruckPhotos} p join ${files} f on f.id = p.file_id
        where p.truck_id = ${foodTrucks.id} and p.kind = 'truck' order by p.sort_order limit 1)`,
    })
    .from(foodTrucks)
    .innerJoin(truckTypes, eq(truckTypes.id, foodTrucks.truckTypeId))
    .where(inArray(foodTrucks.id, pageIds))
    .orderBy(...orderBy(query.sort));
}

/** Counts matches up to `cap + 1`, so the cost stays bounded however large the catalogue grows. */
export async function countTrucksUpTo(db: Db, query: ListFilters, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(foodTrucks)
    .where(and(...listConditions(query)))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

const truckColumns = {
  ...summaryColumns,
  description: foodTrucks.description,
  status: foodTrucks.status,
  ownerId: foodTrucks.ownerId,
  minServings: foodTrucks.minServings,
  maxServings: foodTrucks.maxServings,
  businessName: foodTrucks.businessName,
  representative: foodTrucks.representative,
  createdAt: foodTrucks.createdAt,
  truckSizeId: truckSizes.id,
  truckSizeSlug: truckSizes.slug,
  truckSizeName: truckSizes.name,
  lengthMm: truckSizes.lengthMm,
  widthMm: truckSizes.widthMm,
};

export async function findTruck(db: Db, id: number) {
  const [row] = await db
    .select(truckColumns)
    .from(foodTrucks)
    .innerJoin(truckTypes, eq(truckTypes.id, foodTrucks.truckTypeId))
    .innerJoin(truckSizes, eq(truckSizes.id, foodTrucks.truckSizeId))
    .where(eq(foodTrucks.id, id))
    .limit(1);
  return row;
}

/** A truck's menu line as the public detail shows it. */
export interface MenuLineJson {
  id: number;
  categoryId: number;
  name: string;
  description: string;
  price: number;
}

/**
 * The public detail in one statement: the truck row with its regions, categories, event types, menu and
 * photos as JSON from correlated subqueries on indexed keys — one round trip instead of six, which on the
 * embedded database is also one parse and plan instead of six.
 */
export async function findTruckDetail(db: Db, id: number) {
  const [row] = await db
    .select({
      ...truckColumns,
      regions: regionsJson(),
      categories: categoriesJson(),
      eventTypes: sql<{ id: number; slug: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('id', e.id, 'slug', e.slug, 'name', e.name) order by e.sort_order), '[]')
        from ${foodTruckEventTypes} fe join ${eventTypes} e on e.id = fe.event_type_id where fe.truck_id = ${foodTrucks.id})`,
      menu: sql<MenuLineJson[]>`(
        select coalesce(json_agg(json_build_object('id', m.id, 'categoryId', m.category_id, 'name', m.name,
          'description', m.description, 'price', m.price) order by m.sort_order), '[]')
        from ${foodTruckMenuItems} m where m.truck_id = ${foodTrucks.id})`,
      photos: sql<(CoverPhotoJson & { kind: 'truck' | 'menu' })[]>`(
        select coalesce(json_agg(json_build_object('id', p.id, 'kind', p.kind, 'storageKey', f.storage_key,
          'mediumKey', f.medium_key, 'thumbnailKey', f.thumbnail_key, 'width', f.width, 'height', f.height)
          order by p.kind, p.sort_order), '[]')
        from ${foodTruckPhotos} p join ${files} f on f.id = p.file_id where p.truck_id = ${foodTrucks.id})`,
    })
    .from(foodTrucks)
    .innerJoin(truckTypes, eq(truckTypes.id, foodTrucks.truckTypeId))
    .innerJoin(truckSizes, eq(truckSizes.id, foodTrucks.truckSizeId))
    .where(eq(foodTrucks.id, id))
    .limit(1);
  return row;
}

export type TruckRow = typeof foodTrucks.$inferSelect;

/** The whole truck row, as the owner- and operator-side services read it. */
export async function truckRow(db: Db, id: number): Promise<TruckRow | undefined> {
  const [row] = await db.select().from(foodTrucks).where(eq(foodTrucks.id, id)).limit(1);
  return row;
}

/** The truck row, locked for the rest of the transaction: edits, decisions and claims of one truck take turns. */
export async function lockTruckRow(db: Db, id: number): Promise<TruckRow | undefined> {
  const [row] = await db.select().from(foodTrucks).where(eq(foodTrucks.id, id)).for('update');
  return row;
}

/** A truck's first photo for cards (its thumbnail when it has one); `truckId` must be a qualified column. */
export const truckThumbnailKey = (truckId: SQL) => sql<string | null>`(
  select coalesce(f.thumbnail_key, f.storage_key) from ${foodTruckPhotos} p join ${files} f on f.id = p.file_id
  where p.truck_id = ${truckId} and p.kind = 'truck' order by p.sort_order limit 1)`;

/** The truck row with its card photo, for answers that show the truck (a new booking's). */
export async function truckRowWithThumbnail(
  db: Db,
  id: number,
): Promise<(TruckRow & { thumbnailKey: string | null }) | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(foodTrucks),
      // A single-table select leaves columns unqualified, which the subquery would resolve to its own table.
      thumbnailKey: truckThumbnailKey(sql`${foodTrucks}.id`),
    })
    .from(foodTrucks)
    .where(eq(foodTrucks.id, id))
    .limit(1);
  return row;
}

/** The truck's own menu lines among `ids`, as a booking prices them. */
export const truckMenuItemsById = (db: Db, truckId: number, ids: number[]) =>
  db
    .select({
      id: foodTruckMenuItems.id,
      categoryId: foodTruckMenuItems.categoryId,
      name: foodTruckMenuItems.name,
      price: foodTruckMenuItems.price,
    })
    .from(foodTruckMenuItems)
    .where(and(eq(foodTruckMenuItems.truckId, truckId), inArray(foodTruckMenuItems.id, ids)));

/** Approved truck ids with their last change, for sitemap.xml. */
export const approvedTruckIds = (db: Db) =>
  db
    .select({ id: foodTrucks.id, updatedAt: foodTrucks.updatedAt })
    .from(foodTrucks)
    .where(eq(foodTrucks.status, 'approved'))
    .orderBy(asc(foodTrucks.id));
