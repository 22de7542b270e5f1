import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { eventTypes, menuCategories, menuItems, truckSizes, truckTypes } from '../../db/schema/index.ts';

export const listEventTypes = (db: Db) =>
  db.select().from(eventTypes).where(eq(eventTypes.isActive, true)).orderBy(asc(eventTypes.sortOrder));

export const listTruckTypes = (db: Db) =>
  db.select().from(truckTypes).where(eq(truckTypes.isActive, true)).orderBy(asc(truckTypes.sortOrder));

export const listTruckSizes = (db: Db) =>
  db.select().from(truckSizes).where(eq(truckSizes.isActive, true)).orderBy(asc(truckSizes.sortOrder));

export async function listMenuCategories(db: Db, opts: { activeOnly: boolean }) {
  const query = db
    .select({
      id: menuCategories.id,
      slug: menuCategories.slug,
      name: menuCategories.name,
      description: menuCategories.description,
      isActive: menuCategories.isActive,
      sortOrder: menuCategories.sortOrder,
      itemCount: count(menuItems.id),
    })
    .from(menuCategories)
    .leftJoin(menuItems, eq(menuItems.categoryId, menuCategories.id))
    .groupBy(menuCategories.id)
    .orderBy(asc(menuCategories.sortOrder))
    .$dynamic();
  return opts.activeOnly ? query.where(eq(menuCategories.isActive, true)) : query;
}

export const listMenuItems = (db: Db, categoryId?: number) => {
  const query = db
    .select()
    .from(menuItems)
    .orderBy(asc(menuItems.categoryId), asc(menuItems.sortOrder))
    .$dynamic();
  return categoryId === undefined
    ? query.where(eq(menuItems.isActive, true))
    : query.where(eq(menuItems.categoryId, categoryId));
};

const activeItemsByIds = preparedPerDatabase((db) =>
  db
    .select({
      id: menuItems.id,
      categoryId: menuItems.categoryId,
      name: menuItems.name,
      price: menuItems.unitPrice,
    })
    .from(menuItems)
    .where(
      and(sql`${menuItems.id} = any(${sql.placeholder('ids')}::integer[])`, eq(menuItems.isActive, true)),
    )
    .prepare('active_menu_items_by_id'),
);

/** The catalogue's active items among `ids`, as an open request prices them (on every open request). */
export const activeMenuItemsById = (db: Db, ids: number[]) => activeItemsByIds(db).execute({ ids });

const activeEventType = preparedPerDatabase((db) =>
  db
    .select({ id: eventTypes.id, slug: eventTypes.slug, name: eventTypes.name })
    .from(eventTypes)
    .where(and(eq(eventTypes.id, sql.placeholder('id')), eq(eventTypes.isActive, true)))
    .limit(1)
    .prepare('active_event_type'),
);

/** An event type a request may name, as a booking shows it. */
export interface ActiveEventType {
  id: number;
  slug: string;
  name: string;
}

/** On every booking request. */
export async function findActiveEventType(db: Db, id: number): Promise<ActiveEventType | undefined> {
  const [row] = await activeEventType(db).execute({ id });
  return row;
}

export interface CatalogItemPrice {
  id: number;
  categoryId: number;
  name: string;
  price: number;
}

const eventTypeAndItems = preparedPerDatabase((db) =>
  db
    .select({
      eventType: sql<ActiveEventType | null>`(
        select json_build_object('id', id, 'slug', slug, 'name', name) from ${eventTypes}
        where id = ${sql.placeholder('eventTypeId')} and is_active)`,
      items: sql<CatalogItemPrice[]>`(
        select coalesce(json_agg(json_build_object(
          'id', id, 'categoryId', category_id, 'name', name, 'price', unit_price)), '[]'::json)
        from ${menuItems} where id = any(${sql.placeholder('ids')}::integer[]) and is_active)`,
    })
    .from(sql`(values (1)) as one (n)`)
    .prepare('active_event_type_and_menu_items'),
);

/**
 * An open request's active event type and catalogue items among `ids`, in one round trip (on every open
 * request: each statement costs a write to the database's socket, the most of a create's time here).
 */
export async function activeEventTypeAndMenuItems(db: Db, eventTypeId: number, ids: number[]) {
  const [row] = await eventTypeAndItems(db).execute({ eventTypeId, ids });
  return { eventType: row?.eventType ?? undefined, items: row?.items ?? [] };
}
