import type { FoodTruckDetail, Photo } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicImage } from '../../lib/storage.ts';
import * as repo from './foodtrucks.repo.ts';

/** A stored photo as the API shows it: its three sizes' public addresses. */
export const toPhoto = (row: repo.CoverPhotoJson): Photo => ({ id: row.id, ...publicImage(row) });

/** A rating as cards and the detail show it: one decimal. */
export const shownRating = (rating: number) => Math.round(rating * 10) / 10;

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
