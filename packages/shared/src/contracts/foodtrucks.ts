import { z } from 'zod';
import { BOOKING_LIMITS } from '../constants.ts';
import { groupDigits } from '../digits.ts';
import { FOOD_TRUCK_SORTS, FOOD_TRUCK_STATUSES } from '../enums.ts';
import { LIST_NUMBER_FILTERS } from '../list-filter-rules.ts';
import { dateSchema } from './dates.ts';
import { idFromText, integerFromText } from './ids.ts';

const slug = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-z0-9-]+$/, '올바른 값을 선택해주세요');

const won = (label: string, bounds: { min: number; max: number }) =>
  integerFromText(
    z
      .number()
      .int()
      .min(bounds.min, `${label}은 0원 이상이어야 해요`)
      .max(bounds.max, `${label}이 너무 커요`),
    `${label}은 원 단위 숫자로 입력해주세요`,
  );

export const foodTruckListQuerySchema = z
  .object({
    page: integerFromText(z.number().int().min(1, '페이지는 1 이상이어야 해요').max(10_000)).default(1),
    limit: integerFromText(z.number().int().min(1).max(100, '한 번에 최대 100개까지 볼 수 있어요')).default(
      20,
    ),
    sido: z.string().trim().min(1).max(20).optional(),
    sigungu: z.string().trim().min(1).max(20).optional(),
    eventType: slug.optional(),
    category: slug.optional(),
    truckType: slug.optional(),
    truckSize: slug.optional(),
    keyword: z.string().trim().max(50, '검색어는 50자 이내로 입력해주세요').optional(),
    /** Free that Seoul day: no accepted booking, no whole-day block. */
    date: dateSchema('날짜를 다시 골라주세요').optional(),
    /** The truck's lowest estimate for `guests` (or its minimum servings) lies in [minPrice, maxPrice]. */
    minPrice: won('최소 금액', LIST_NUMBER_FILTERS.minPrice).optional(),
    maxPrice: won('최대 금액', LIST_NUMBER_FILTERS.maxPrice).optional(),
    /** Guests the truck can serve: between its minimum and maximum servings. */
    guests: integerFromText(
      z
        .number()
        .int()
        .min(LIST_NUMBER_FILTERS.guests.min, '인원은 1명 이상이어야 해요')
        .max(
          LIST_NUMBER_FILTERS.guests.max,
          `인원은 ${groupDigits(BOOKING_LIMITS.servingsMax)}명까지 찾을 수 있어요`,
        ),
      '인원은 숫자로 입력해주세요',
    ).optional(),
    sort: z.enum(FOOD_TRUCK_SORTS).default('recommended'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: '최대 금액은 최소 금액 이상이어야 해요',
  });
export type FoodTruckListQuery = z.infer<typeof foodTruckListQuerySchema>;

export const regionSchema = z.object({ sido: z.string(), sigungu: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const photoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** 800 px version of `url` for phone screens. */
  mediumUrl: z.string(),
  /** 400 × 267 crop for lists. */
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Photo = z.infer<typeof photoSchema>;

const refSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** A truck as a list card shows it: no long text, so a page of 20 stays small (it is also in the page HTML). */
export const foodTruckSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * What tells this truck apart from other listed trucks of its name (where it works: `truckNameNote`), or null
   * when the name is its own. Cards show it after the name: 달빛 떡볶이 · 경기 성남시.
   */
  nameNote: z.string().nullable(),
  truckType: refSchema,
  categories: z.array(refSchema),
  regions: z.array(regionSchema),
  baseFee: z.number().int(),
  minMenuPrice: z.number().int().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  thumbnail: photoSchema.nullable(),
});
export type FoodTruckSummary = z.infer<typeof foodTruckSummarySchema>;

export const truckMenuItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
});
export type TruckMenuItem = z.infer<typeof truckMenuItemSchema>;

export const foodTruckDetailSchema = foodTruckSummarySchema.extend({
  description: z.string(),
  status: z.enum(FOOD_TRUCK_STATUSES),
  truckSize: refSchema.extend({ lengthM: z.number(), widthM: z.number() }),
  eventTypes: z.array(refSchema),
  minServings: z.number().int(),
  maxServings: z.number().int(),
  photos: z.array(photoSchema),
  menuPhotos: z.array(photoSchema),
  menu: z.array(truckMenuItemSchema),
  business: z.object({ companyName: z.string(), representative: z.string() }),
  createdAt: z.string(),
});
export type FoodTruckDetail = z.infer<typeof foodTruckDetailSchema>;

export const foodTruckIdParamsSchema = z.object({
  id: idFromText('푸드트럭 ID가 올바르지 않아요'),
});

/**
 * The list counts at most this many matches: counting is the one part of a page that grows with the table,
 * and nobody pages past 50 pages. Beyond it the list says "1,000개 이상".
 */
export const FOOD_TRUCK_LIST_TOTAL_CAP = 1000;

export const foodTruckListEnvelopeSchema = z.object({
  success: z.literal(true),
  data: z.array(foodTruckSummarySchema),
  total: z.number().int().nonnegative().max(FOOD_TRUCK_LIST_TOTAL_CAP),
  /** true when more trucks match than `total` says (the count stopped at the cap). */
  totalCapped: z.boolean(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type FoodTruckListEnvelope = z.infer<typeof foodTruckListEnvelopeSchema>;

/** An image as stored after an upload: re-encoded WebP in three sizes (docs/product.md § Domain, Uploads). */
export const uploadedImageSchema = photoSchema.extend({ id: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export const deleteUploadBodySchema = z.object({ url: z.string().min(1).max(500) });
