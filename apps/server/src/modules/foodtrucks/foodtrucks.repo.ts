import {
  canFoodTruckTransition,
  type FoodTruckListQuery,
  type FoodTruckStatus,
  RANKING_PRIOR_WEIGHT,
} from '@ft/shared';
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, PLANNED_WITH_ITS_VALUES } from '../../db/client.ts';
import { type MoveLine, stampMove } from '../../db/move-line.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  type CoverPhotoKeys,
  eventTypes,
  files,
  foodTruckCategories,
  foodTruckEventTypes,
  foodTruckMenuItems,
  foodTruckPhotos,
  foodTruckRegions,
  foodTrucks,
  menuCategories,
  type TruckListCard,
  truckBusyPeriods,
  truckSizes,
  truckTypes,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const summaryColumns = {
  id: foodTrucks.id,
  name: foodTrucks.name,
  baseFee: foodTrucks.baseFee,
  minMenuPrice: foodTrucks.minMenuPrice,
  rating: foodTrucks.rating,
  reviewCount: foodTrucks.reviewCount,
  sameNameCount: foodTrucks.sameNameCount,
  truckTypeId: truckTypes.id,
  truckTypeSlug: truckTypes.slug,
  truckTypeName: truckTypes.name,
};

/** A photo as its stored keys (the schema's shape, also the list card's cover). */
export type CoverPhotoJson = CoverPhotoKeys;

/** A truck's service regions as JSON, for a select over `food_trucks`. */
const regionsJson = () => sql<{ sido: string; sigungu: string }[]>`(
  select coalesce(json_agg(json_build_object('sido', r.sido, 'sigungu', r.sigungu) order by r.sido, r.sigungu), '[]')
  from ${foodTruckRegions} r where r.truck_id = ${foodTrucks.id})`;

/** A truck's menu categories as JSON, for a select over `food_trucks`. */
const categoriesJson = () => sql<{ id: number; slug: string; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) order by c.sort_order), '[]')
  from ${foodTruckCategories} fc join ${menuCategories} c on c.id = fc.category_id where fc.truck_id = ${foodTrucks.id})`;

/** A keyword of consonants alone (ㄸㅂㅇ) is a 초성 search; anything else is looked for in the jamo form. */
const CHOSEONG_ONLY = /^[ㄱ-ㅎ\s]+$/;

/** `value` as a LIKE pattern's literal part: its own `%`, `_` and `\` match themselves. */
const likeLiteral = (value: SQL) =>
  sql`replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** The ids the list's slug filters name, by slug. */
export interface SlugIds {
  category: Map<string, number>;
  eventType: Map<string, number>;
  truckType: Map<string, number>;
  truckSize: Map<string, number>;
}

export async function slugIds(db: Db): Promise<SlugIds> {
  const read = async (
    table: typeof menuCategories | typeof eventTypes | typeof truckTypes | typeof truckSizes,
  ) =>
    new Map(
      (await db.select({ slug: table.slug, id: table.id }).from(table)).map((row) => [row.slug, row.id]),
    );
  const [category, eventType, truckType, truckSize] = await Promise.all([
    read(menuCategories),
    read(eventTypes),
    read(truckTypes),
    read(truckSizes),
  ]);
  return { category, eventType, truckType, truckSize };
}

/** The list's query with its slugs already turned into ids (the planner then knows how common each is). */
export type ListFilters = Omit<FoodTruckListQuery, 'category' | 'eventType' | 'truckType' | 'truckSize'> & {
  categoryId?: number;
  eventTypeId?: number;
  truckTypeId?: number;
  truckSizeId?: number;
};

/** The list's filters as one condition over `food_trucks t`: each filter given adds its own test. */
function listConditions(query: ListFilters): SQL {
  const tests: SQL[] = [sql`t.status = 'approved'`];
  if (query.sido) {
    tests.push(
      sql`t.areas @> array[${query.sigungu ? `${query.sido} ${query.sigungu}` : query.sido}]::text[]`,
    );
  }
  if (query.categoryId !== undefined) tests.push(sql`t.category_ids @> array[${query.categoryId}::int]`);
  if (query.eventTypeId !== undefined) tests.push(sql`t.event_type_ids @> array[${query.eventTypeId}::int]`);
  if (query.truckTypeId !== undefined) tests.push(sql`t.truck_type_id = ${query.truckTypeId}`);
  if (query.truckSizeId !== undefined) tests.push(sql`t.truck_size_id = ${query.truckSizeId}`);
  const keyword = query.keyword?.trim();
  if (keyword) {
    // Taken apart by the same database function as the trucks' text (migration 0029); planned with its values,
    // the database works each form out once, before it plans.
    if (CHOSEONG_ONLY.test(keyword)) {
      // The text test first: it is the cheaper of the two where the planner reads every row.
      tests.push(sql`t.search_choseong like '%' || search_form(${keyword}, 'choseong') || '%'
        and t.search_choseong_grams @> search_grams(search_form(${keyword}, 'choseong'))`);
    } else {
      tests.push(sql`t.search_jamo like '%' || ${likeLiteral(sql`search_form(${keyword}, 'jamo')`)} || '%'`);
    }
  }
  if (query.guests !== undefined) {
    tests.push(sql`t.min_servings <= ${query.guests} and t.max_servings >= ${query.guests}`);
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    // The lowest estimate the truck can give (estimateBooking): its call-out fee and its cheapest dish for
    // everyone, at least its minimum servings.
    const servings = sql`greatest(${query.guests ?? null}::int, t.min_servings)`;
    const lowest = sql`(t.base_fee + coalesce(t.min_menu_price, 0) * ${servings})`;
    if (query.minPrice !== undefined) tests.push(sql`${lowest} >= ${query.minPrice}`);
    if (query.maxPrice !== undefined) tests.push(sql`${lowest} <= ${query.maxPrice}`);
  }
  if (query.date) {
    // Free that Seoul day: no accepted booking in it, and no block covering the whole of it.
    const dayStart = sql`(${query.date}::date::timestamp at time zone 'Asia/Seoul')`;
    const dayEnd = sql`((${query.date}::date + 1)::timestamp at time zone 'Asia/Seoul')`;
    tests.push(sql`not exists (select 1 from ${truckBusyPeriods} b where b.truck_id = t.id
      and b.starts_at < ${dayEnd} and b.ends_at > ${dayStart}
      and (b.kind = 'booking' or (b.starts_at <= ${dayStart} and b.ends_at >= ${dayEnd})))`);
  }
  return sql.join(tests, sql` and `);
}

const PRIOR = sql.raw(String(RANKING_PRIOR_WEIGHT));

/** Each sort's order; the last key (id) keeps pages stable. The first keys match the list's indexes. */
const LIST_ORDER: Record<FoodTruckListQuery['sort'], SQL> = {
  recommended: sql`t.review_count desc, t.id`,
  // 평점순: the Bayesian rating of `rankingRating` (domain/review), against the listed catalogue's mean, rounded
  // so that equal ratings tie and fall back to the number of reviews.
  rating: sql`round(((select coalesce(sum(c.rating::float8 * c.review_count) / nullif(sum(c.review_count), 0), 0)
      from ${foodTrucks} c where c.status = 'approved') * ${PRIOR} + t.rating::float8 * t.review_count)::numeric
      / (${PRIOR} + t.review_count), 6) desc, t.review_count desc, t.id`,
  newest: sql`t.created_at desc, t.id`,
  price_asc: sql`t.base_fee, t.id`,
  price_desc: sql`t.base_fee desc, t.id desc`,
};

/** A list card's row: the truck's own fields and the card parts the database keeps on it. */
export interface ListCardRow {
  id: number;
  name: string;
  baseFee: number;
  minMenuPrice: number | null;
  rating: number;
  reviewCount: number;
  /** Listed trucks of this name, kept on the row (migration 0040). */
  sameNameCount: number;
  card: TruckListCard;
}

/** How many trucks match, counted up to `cap + 1` (nobody pages that far). */
const matchCount = (where: SQL, cap: number) =>
  sql`(select count(*)::int from (select 1 from ${foodTrucks} t where ${where} limit ${cap + 1}) c)`;

/**
 * One page of the list with the count beside each row, in one statement. The matches are found first, up to
 * `cap + 1` (`matched`); the count is how many were found. When they are all there (at most `cap`), the page
 * is sorted out of them alone; only when there are more does the page come from the whole table, walked in
 * its sort order, where matches are then plentiful. The planner cannot tell the two cases apart beforehand (a
 * keyword with a category that no truck has both of looked common to it and cost a walk of every truck);
 * the count decides at run time. Exported for the list bench, which runs the same statement straight
 * through `pg`.
 */
export function listPageQuery(query: ListFilters, cap: number): SQL {
  const where = listConditions(query);
  const page = sql`order by ${LIST_ORDER[query.sort]} limit ${query.limit} offset ${(query.page - 1) * query.limit}`;
  const columns = sql`t.id, t.name, t.base_fee as "baseFee", t.min_menu_price as "minMenuPrice", t.rating,
    t.review_count as "reviewCount", t.same_name_count as "sameNameCount", t.list_card as card, (select count(*)::int from matched) as matches`;
  return sql`${sql.raw(PLANNED_WITH_ITS_VALUES)}
    with matched as materialized (select t.id from ${foodTrucks} t where ${where} limit ${cap + 1})
    (select ${columns} from ${foodTrucks} t
      where t.id in (select id from matched) and (select count(*) from matched) <= ${cap} ${page})
    union all
    (select ${columns} from ${foodTrucks} t where ${where} and (select count(*) from matched) > ${cap} ${page})`;
}

/** One page of the list and how many trucks match (up to `cap + 1`). */
export async function listTrucks(
  db: Db,
  query: ListFilters,
  cap: number,
): Promise<{ rows: ListCardRow[]; matches: number }> {
  const { rows } = (await db.execute(listPageQuery(query, cap))) as unknown as {
    rows: (ListCardRow & { matches: number })[];
  };
  if (rows.length > 0 || query.page === 1) return { rows, matches: rows[0]?.matches ?? 0 };
  // A page past the last: no row carried the count.
  const count = (await db.execute(
    sql`${sql.raw(PLANNED_WITH_ITS_VALUES)} select ${matchCount(listConditions(query), cap)} as matches`,
  )) as unknown as {
    rows: { matches: number }[];
  };
  return { rows, matches: count.rows[0]!.matches };
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
/** A truck's columns but its status, which only `moveTruck` writes. */
export type TruckColumns = Omit<Partial<typeof foodTrucks.$inferInsert>, 'status'>;

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

/**
 * The one writer of a truck's status (its application's decision, a resubmission, suspension): the shared graph
 * must allow the move for the line's actor; the status trigger writes its history line and `food_truck.<to>`
 * (drizzle/repeatable/food-trucks.sql).
 */
export async function moveTruck(
  tx: Db,
  id: number,
  move: { from: FoodTruckStatus; to: FoodTruckStatus },
  line: MoveLine,
  values: TruckColumns = {},
): Promise<void> {
  const verdict = canFoodTruckTransition({ ...move, actor: line.actor, reason: line.reason ?? undefined });
  if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });
  await stampMove(tx, line);
  await tx
    .update(foodTrucks)
    .set({ updatedAt: line.at, ...values, status: move.to })
    .where(and(eq(foodTrucks.id, id), eq(foodTrucks.status, move.from)));
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
