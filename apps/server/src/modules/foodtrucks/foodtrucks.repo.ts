import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
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

/** The slugs and names of the reference data a list card shows or a list filter names, by kind. */
export type ReferenceRows = Record<
  'category' | 'eventType' | 'truckType' | 'truckSize',
  [id: number, slug: string, name: string, sortOrder: number][]
>;

const referenceRows = (
  table: typeof menuCategories | typeof eventTypes | typeof truckTypes | typeof truckSizes,
) =>
  sql`(select coalesce(json_agg(json_build_array(id, slug, name, sort_order) order by id), '[]') from ${table})`;

/**
 * Where the catalogue index's next look starts, the reference data as it is now, and whether any truck changed
 * from `since` on — one statement, so a look that finds nothing new costs one round trip. The horizon is the
 * oldest transaction still running: any change this look cannot see yet was made by a transaction from it on.
 */
export async function catalogueSnapshot(
  db: Db,
  since: string | undefined,
): Promise<{ horizon: string; references: ReferenceRows; trucksChanged: boolean }> {
  const changed =
    since === undefined
      ? sql`true`
      : sql`exists (select 1 from ${foodTrucks} where ${foodTrucks.listXid} >= ${since}::xid8)`;
  const result = (await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
    json_build_object('category', ${referenceRows(menuCategories)}, 'eventType', ${referenceRows(eventTypes)},
      'truckType', ${referenceRows(truckTypes)}, 'truckSize', ${referenceRows(truckSizes)}) as "references",
    ${changed} as "trucksChanged"`)) as unknown as {
    rows: { horizon: string; references: ReferenceRows; trucksChanged: boolean }[];
  };
  return result.rows[0]!;
}

/** Trucks as the catalogue index holds them: what the list's filters test and its sorts compare, and the card. */
function listedTruckRows(db: Db) {
  return db
    .select({
      ...summaryColumns,
      status: foodTrucks.status,
      createdAtMs: sql<number>`(extract(epoch from ${foodTrucks.createdAt}) * 1000)::float8`,
      areas: foodTrucks.areas,
      categoryIds: foodTrucks.categoryIds,
      eventTypeIds: foodTrucks.eventTypeIds,
      truckSizeId: foodTrucks.truckSizeId,
      searchJamo: foodTrucks.searchJamo,
      searchChoseong: foodTrucks.searchChoseong,
      regions: regionsJson(),
      categories: categoriesJson(),
      cover: sql<CoverPhotoJson | null>`(
        select json_build_object('id', p.id, 'storageKey', f.storage_key, 'mediumKey', f.medium_key, 'thumbnailKey', f.thumbnail_key,
          'width', f.width, 'height', f.height)
        from ${foodTruckPhotos} p join ${files} f on f.id = p.file_id
        where p.truck_id = ${foodTrucks.id} and p.kind = 'truck' order by p.sort_order limit 1)`,
    })
    .from(foodTrucks)
    .innerJoin(truckTypes, eq(truckTypes.id, foodTrucks.truckTypeId));
}

/** Every listed truck, as the catalogue index holds it. */
export const allListedTrucks = (db: Db) => listedTruckRows(db).where(eq(foodTrucks.status, 'approved'));

/**
 * The trucks changed by a transaction from `since` on, whatever their status, up to `limit`: in `list_xid`
 * order, so the plan walks its index from `since` on (when nothing changed, one probe) whatever the planner
 * guesses of how many rows `>= since` keeps. Built once: a look may run on every list request.
 */
const changedTrucks = preparedPerDatabase((db) =>
  listedTruckRows(db)
    .where(sql`${foodTrucks.listXid} >= ${sql.placeholder('since')}::xid8`)
    .orderBy(asc(foodTrucks.listXid))
    .limit(sql.placeholder('limit'))
    .prepare('changed_trucks'),
);

export const trucksChangedSince = (db: Db, since: string, limit: number) =>
  changedTrucks(db).execute({ since, limit });

export type ListedTruckRow = Awaited<ReturnType<typeof allListedTrucks>>[number];

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
 * embedded database is also one parse and plan instead of six. Built once per database and prepared: building
 * it afresh cost the server more than the database spent answering it.
 */
const truckDetail = preparedPerDatabase((db) =>
  db
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
    .where(eq(foodTrucks.id, sql.placeholder('id')))
    .limit(1)
    .prepare('truck_detail'),
);

export async function findTruckDetail(db: Db, id: number) {
  const [row] = await truckDetail(db).execute({ id });
  return row;
}

export type TruckRow = typeof foodTrucks.$inferSelect;

/**
 * The whole truck row, as the owner- and operator-side services read it: prepared once per database, since
 * every request a vendor makes about a truck reads its row first.
 */
const truckRowById = preparedPerDatabase((db) =>
  db
    .select()
    .from(foodTrucks)
    .where(eq(foodTrucks.id, sql.placeholder('id')))
    .limit(1)
    .prepare('truck_row'),
);

export async function truckRow(db: Db, id: number): Promise<TruckRow | undefined> {
  const [row] = await truckRowById(db).execute({ id });
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

/** The names of the truck's own dishes: what an open request's catalogue dishes are matched against. */
export const truckMenuNames = async (db: Db, truckId: number): Promise<string[]> =>
  (
    await db
      .select({ name: foodTruckMenuItems.name })
      .from(foodTruckMenuItems)
      .where(eq(foodTruckMenuItems.truckId, truckId))
  ).map((row) => row.name);

/** Approved truck ids with their last change, for sitemap.xml. */
export const approvedTruckIds = (db: Db) =>
  db
    .select({ id: foodTrucks.id, updatedAt: foodTrucks.updatedAt })
    .from(foodTrucks)
    .where(eq(foodTrucks.status, 'approved'))
    .orderBy(asc(foodTrucks.id));
