import {
  FOOD_TRUCK_LIST_TOTAL_CAP,
  type FoodTruckDetail,
  type FoodTruckListQuery,
  type FoodTruckSummary,
  type Photo,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicImage } from '../../lib/storage.ts';
import type { CatalogCache } from './catalog-cache.ts';
import * as repo from './foodtrucks.repo.ts';

type PhotoRow = repo.CoverPhotoJson;

const toPhoto = (row: PhotoRow): Photo => ({ id: row.id, ...publicImage(row) });

/** Each slug filter the query names, resolved to its id through the catalogue's slug cache. */
async function resolveSlugs(
  db: Db,
  query: FoodTruckListQuery,
  cache: CatalogCache,
): Promise<repo.ListFilters> {
  const named = repo.SLUG_FILTERS.filter((filter) => query[filter]);
  const ids: repo.ListFilters['ids'] = {};
  for (const filter of named) {
    const key = `${filter}:${query[filter]}`;
    const cached = cache.slugIds.get(key);
    ids[filter] =
      cached !== undefined ? cached : cache.slugIds.set(key, await repo.idOfSlug(db, filter, query[filter]!));
  }
  return { ...query, ids };
}

export async function listFoodTrucks(db: Db, query: FoodTruckListQuery, cache: CatalogCache) {
  const { page: _page, limit: _limit, ...filters } = query;
  const totalKey = JSON.stringify(filters);
  const cachedTotal = cache.totals.get(totalKey);
  const resolved = await resolveSlugs(db, query, cache);
  const [rows, total] = await Promise.all([
    repo.listTruckPage(db, resolved),
    cachedTotal ??
      repo
        .countTrucksUpTo(db, resolved, FOOD_TRUCK_LIST_TOTAL_CAP)
        .then((n) => cache.totals.set(totalKey, n)),
  ]);
  const data: FoodTruckSummary[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    truckType: { id: row.truckTypeId, slug: row.truckTypeSlug, name: row.truckTypeName },
    categories: row.categories,
    regions: row.regions,
    baseFee: row.baseFee,
    minMenuPrice: row.minMenuPrice,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    thumbnail: row.cover ? toPhoto(row.cover) : null,
  }));
  return {
    data,
    total: Math.min(total, FOOD_TRUCK_LIST_TOTAL_CAP),
    totalCapped: total > FOOD_TRUCK_LIST_TOTAL_CAP,
    page: query.page,
    limit: query.limit,
  };
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
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    thumbnail: truckPhotos[0] ?? null,
    photos: truckPhotos,
    menuPhotos: photos.filter((p) => p.kind === 'menu').map((p) => p.photo),
    menu: row.menu,
    business: { companyName: row.businessName, representative: row.representative },
    createdAt: row.createdAt.toISOString(),
  };
}
