import type { MenuCategory, MenuCategoryWithItems, MenuItem, TruckSize } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './reference.repo.ts';

type MenuItemRow = Awaited<ReturnType<typeof repo.listMenuItems>>[number];
type CategoryRow = Awaited<ReturnType<typeof repo.listMenuCategories>>[number];

const toMenuItem = (row: MenuItemRow): MenuItem => ({
  id: row.id,
  categoryId: row.categoryId,
  slug: row.slug,
  name: row.name,
  description: row.description,
  unitPrice: row.unitPrice,
});

const toCategory = (row: CategoryRow): MenuCategory => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  isActive: row.isActive,
  itemCount: row.itemCount,
});

export async function eventTypes(db: Db) {
  return (await repo.listEventTypes(db)).map(({ id, slug, name, description }) => ({
    id,
    slug,
    name,
    description,
  }));
}

export async function truckTypes(db: Db) {
  return (await repo.listTruckTypes(db)).map(({ id, slug, name, description }) => ({
    id,
    slug,
    name,
    description,
  }));
}

export async function truckSizes(db: Db): Promise<TruckSize[]> {
  return (await repo.listTruckSizes(db)).map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    lengthM: row.lengthMm / 1000,
    widthM: row.widthMm / 1000,
    description: row.description,
  }));
}

export async function menuCategories(db: Db, activeOnly: boolean): Promise<MenuCategory[]> {
  return (await repo.listMenuCategories(db, { activeOnly })).map(toCategory);
}

async function findCategory(db: Db, idOrSlug: string): Promise<MenuCategory> {
  const all = await menuCategories(db, false);
  const found = all.find((c) => String(c.id) === idOrSlug || c.slug === idOrSlug);
  if (!found) throw new AppError('NOT_FOUND', { message: '메뉴 카테고리를 찾을 수 없어요.' });
  return found;
}

export async function menuCategory(db: Db, idOrSlug: string): Promise<MenuCategoryWithItems> {
  const category = await findCategory(db, idOrSlug);
  return { ...category, items: await categoryItems(db, category.id) };
}

async function categoryItems(db: Db, categoryId: number): Promise<MenuItem[]> {
  return (await repo.listMenuItems(db, categoryId)).filter((row) => row.isActive).map(toMenuItem);
}

export async function menuItemsOfCategory(db: Db, idOrSlug: string): Promise<MenuItem[]> {
  const category = await findCategory(db, idOrSlug);
  return categoryItems(db, category.id);
}

/** Active categories each with their active items: what the booking menu step shows. */
export async function groupedMenuItems(db: Db): Promise<MenuCategoryWithItems[]> {
  const [categories, items] = await Promise.all([menuCategories(db, true), repo.listMenuItems(db)]);
  return categories.map((category) => ({
    ...category,
    items: items.filter((item) => item.categoryId === category.id).map(toMenuItem),
  }));
}

export type { ActiveEventType, CatalogItemPrice } from './reference.repo.ts';

// What other modules read of the catalogue besides the functions above (scripts/check-imports.mjs: a module is
// used through its services, which define what they offer).

/** The catalogue's active items among `ids`, as an open request prices them (on every open request). */
export function activeMenuItemsById(db: Db, ids: number[]) {
  return repo.activeMenuItemsById(db, ids);
}

/** The event type if it is active: on every booking request. */
export function findActiveEventType(db: Db, id: number): Promise<repo.ActiveEventType | undefined> {
  return repo.findActiveEventType(db, id);
}

/** An open request's active event type and catalogue items among `ids`, in one round trip. */
export function activeEventTypeAndMenuItems(db: Db, eventTypeId: number, ids: number[]) {
  return repo.activeEventTypeAndMenuItems(db, eventTypeId, ids);
}
