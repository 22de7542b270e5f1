import {
  FOOD_TRUCK_LIST_TOTAL_CAP,
  type FoodTruckDetail,
  type FoodTruckListQuery,
  type FoodTruckStatus,
  type FoodTruckSummary,
  type Photo,
  truckNameNote,
} from '@ft/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MoveLine } from '../../db/move-line.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicImage } from '../../lib/storage.ts';
import type { CatalogCache } from './catalog-cache.ts';
import * as repo from './foodtrucks.repo.ts';

/** A stored photo as the API shows it: its three sizes' public addresses. */
export const toPhoto = (row: repo.CoverPhotoJson): Photo => ({ id: row.id, ...publicImage(row) });

/** A rating as cards and the detail show it: one decimal. */
export const shownRating = (rating: number) => Math.round(rating * 10) / 10;

/** One page of the public list: its cards and how many trucks match (counted up to the cap). */
export async function listFoodTrucks(
  db: Db,
  cache: CatalogCache,
  query: FoodTruckListQuery,
): Promise<{ cards: FoodTruckSummary[]; total: number; totalCapped: boolean }> {
  const filters = resolveSlugs(query, await cache.slugIds(db));
  // A slug nothing has: nothing matches.
  if (filters === undefined) return { cards: [], total: 0, totalCapped: false };
  const cap = FOOD_TRUCK_LIST_TOTAL_CAP;
  const { rows, matches } = await repo.listTrucks(db, filters, cap);
  const cards = rows.map(
    (row): FoodTruckSummary => ({
      id: row.id,
      name: row.name,
      nameNote: truckNameNote(row.sameNameCount, row.card.regions),
      truckType: row.card.truckType,
      categories: row.card.categories,
      regions: row.card.regions,
      baseFee: row.baseFee,
      minMenuPrice: row.minMenuPrice,
      rating: shownRating(row.rating),
      reviewCount: row.reviewCount,
      thumbnail: row.card.cover ? toPhoto(row.card.cover) : null,
    }),
  );
  return { cards, total: Math.min(matches, cap), totalCapped: matches > cap };
}

/** The query with its slugs as ids; undefined when a slug names nothing. */
export function resolveSlugs(query: FoodTruckListQuery, ids: repo.SlugIds): repo.ListFilters | undefined {
  const { category, eventType, truckType, truckSize, ...rest } = query;
  const filters: repo.ListFilters = rest;
  const slugs = [
    [category, ids.category, 'categoryId'],
    [eventType, ids.eventType, 'eventTypeId'],
    [truckType, ids.truckType, 'truckTypeId'],
    [truckSize, ids.truckSize, 'truckSizeId'],
  ] as const;
  for (const [slug, byslug, key] of slugs) {
    if (slug === undefined) continue;
    const id = byslug.get(slug);
    if (id === undefined) return undefined;
    filters[key] = id;
  }
  return filters;
}

export async function getFoodTruck(db: Db, id: number): Promise<FoodTruckDetail> {
  const row = await repo.findTruckDetail(db, id);
  // Unlisted trucks answer exactly like missing ones, so ids cannot be probed (docs/product.md § Roles and
  // access).
  if (row?.status !== 'approved') {
    throw new AppError('NOT_FOUND', { message: '푸드트럭을 찾을 수 없어요.' });
  }
  const photos = row.photos.map((p) => ({ kind: p.kind, photo: toPhoto(p) }));
  const truckPhotos = photos.filter((p) => p.kind === 'truck').map((p) => p.photo);
  return {
    id: row.id,
    name: row.name,
    nameNote: truckNameNote(row.sameNameCount, row.regions),
    description: row.description,
    status: row.status,
    truckType: { id: row.truckTypeId, slug: row.truckTypeSlug, name: row.truckTypeName },
    truckSize: {
      id: row.truckSizeId,
      slug: row.truckSizeSlug,
      name: row.truckSizeName,
      lengthM: row.lengthMm / 1000,
      widthM: row.widthMm / 1000,
    },
    categories: row.categories,
    eventTypes: row.eventTypes,
    regions: row.regions,
    baseFee: row.baseFee,
    minMenuPrice: row.minMenuPrice,
    minServings: row.minServings,
    maxServings: row.maxServings,
    rating: shownRating(row.rating),
    reviewCount: row.reviewCount,
    thumbnail: truckPhotos[0] ?? null,
    photos: truckPhotos,
    menuPhotos: photos.filter((p) => p.kind === 'menu').map((p) => p.photo),
    menu: row.menu,
    business: { companyName: row.businessName, representative: row.representative },
    createdAt: row.createdAt.toISOString(),
  };
}

export type { CatalogCache } from './catalog-cache.ts';
export type { TruckColumns, TruckRow } from './foodtrucks.repo.ts';

// What other modules read of a truck, and the one way they change its status (scripts/check-imports.mjs: a
// module is used through its services, which define what they offer).

/** The whole truck row, as owner- and operator-side services read it first (prepared once per database). */
export function truckRow(db: Db, id: number): Promise<repo.TruckRow | undefined> {
  return repo.truckRow(db, id);
}

/** The truck row, locked until the transaction ends: edits, decisions and claims of one truck take turns. */
export function lockTruckRow(tx: Db, id: number): Promise<repo.TruckRow | undefined> {
  return repo.lockTruckRow(tx, id);
}

/**
 * A truck's status moves (its application decided or sent again, a suspension), with other columns of the truck
 * that go with the move. The shared graph must allow it for the line's actor; its trigger writes the history
 * line and the event (decision 095).
 */
export function moveTruck(
  tx: Db,
  id: number,
  move: { from: FoodTruckStatus; to: FoodTruckStatus },
  line: MoveLine,
  values?: repo.TruckColumns,
): Promise<void> {
  return repo.moveTruck(tx, id, move, line, values);
}

/** The truck row with its card photo, for answers that show the truck (a new booking's). */
export function truckRowWithThumbnail(db: Db, id: number) {
  return repo.truckRowWithThumbnail(db, id);
}

/** A truck's first photo for cards, as an SQL subquery; `truckId` must be a qualified column. */
export function truckThumbnailKey(truckId: SQL) {
  return repo.truckThumbnailKey(truckId);
}

/** The truck's own menu lines among `ids`, as a booking prices them. */
export function truckMenuItemsById(db: Db, truckId: number, ids: number[]) {
  return repo.truckMenuItemsById(db, truckId, ids);
}

/** The names of the truck's own dishes: what an open request's catalogue dishes are matched against. */
export function truckMenuNames(db: Db, truckId: number): Promise<string[]> {
  return repo.truckMenuNames(db, truckId);
}

/** Approved truck ids with their last change, for sitemap.xml. */
export function approvedTruckIds(db: Db) {
  return repo.approvedTruckIds(db);
}
