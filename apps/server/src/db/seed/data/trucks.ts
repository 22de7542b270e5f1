import { z } from 'zod';
import { readSeedData, slug, text, wholeNumber } from '../seed-data.ts';

/**
 * The demo catalogue (apps/server/seed/records/trucks.json): approved food trucks seeded with `SEED_DEMO`. Names,
 * people, business numbers and phone numbers are invented; every business number passes the 사업자등록번호
 * check digit. The first truck belongs to the demo vendor account (vendor@example.com).
 */

const BUSINESS_NUMBER_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Korean 사업자등록번호 check: weights 1,3,7,1,3,7,1,3,5 over the first nine digits, plus
 * floor(9th digit × 5 / 10); the tenth digit must equal (10 − sum mod 10) mod 10.
 * Accepts 10 digits, optionally written with hyphens (123-45-67890).
 */
export function isValidBusinessNumber(digits: string): boolean {
  const value = digits.replace(/-/g, '');
  if (!/^\d{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  let sum = 0;
  BUSINESS_NUMBER_WEIGHTS.forEach((weight, i) => {
    sum += (d[i] ?? 0) * weight;
  });
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

const menuItem = z.strictObject({
  name: text,
  description: text,
  /** KRW per serving, integer */
  price: wholeNumber,
  categorySlug: slug,
});

const truck = z.strictObject({
  slug,
  name: text,
  /** 2–3 sentence Korean introduction */
  description: text,
  truckTypeSlug: slug,
  truckSizeSlug: slug,
  categorySlugs: z.array(slug).min(1),
  eventTypeSlugs: z.array(slug).min(1),
  /**
   * Official 시/도 names, each with the 시/군/구 it serves ({ "서울특별시": ["마포구", "은평구"] }), read as one
   * { sido, sigungu } per district in the order written.
   */
  regions: z
    .record(text, z.array(text).min(1))
    .transform((bySido) =>
      Object.entries(bySido).flatMap(([sido, districts]) => districts.map((sigungu) => ({ sido, sigungu }))),
    ),
  /** KRW call-out fee */
  baseFee: wholeNumber,
  minServings: wholeNumber,
  maxServings: wholeNumber,
  /** What the truck's seeded reviews average and stand for: a few real reviews are written (demo-reviews.ts). */
  rating: z.number().min(1).max(5),
  reviewCount: wholeNumber,
  menu: z.array(menuItem).min(1),
  business: z.strictObject({
    companyName: text,
    representative: text,
    /** 10 digits, valid check digit */
    businessNumber: z
      .string()
      .regex(/^\d{10}$/)
      .refine(isValidBusinessNumber, '사업자등록번호의 검증번호가 맞지 않아요'),
    /** digits only, 010… */
    phone: z.string().regex(/^010\d{8}$/),
  }),
  /** For the "newest" sort */
  createdDaysAgo: wholeNumber,
});

export type DemoTruckMenuItemSeed = z.infer<typeof menuItem>;
export type DemoTruckSeed = z.output<typeof truck>;

export const DEMO_TRUCKS: DemoTruckSeed[] = readSeedData('trucks', z.array(truck).min(1));
