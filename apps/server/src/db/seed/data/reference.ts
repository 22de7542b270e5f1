import { z } from 'zod';
import { readSeedData, slug, text, wholeNumber } from '../seed-data.ts';

/**
 * Reference data seeded on first start (apps/server/seed/records/reference.json): event types, truck types and
 * sizes, and the menu catalogue (categories with items and reference per-serving prices for catering, integer
 * KRW).
 */
const kind = z.strictObject({ slug, name: text, description: text, sortOrder: z.number().int().positive() });
const truckSize = kind.extend({ lengthM: z.number().positive(), widthM: z.number().positive() });
/** `unitPrice` is KRW per serving (1인분), an integer. */
const menuItem = z.strictObject({ slug, name: text, description: text, unitPrice: wholeNumber });
const menuCategory = kind.extend({ items: z.array(menuItem).min(1) });

const referenceSchema = z.strictObject({
  eventTypes: z.array(kind).min(1),
  truckTypes: z.array(kind).min(1),
  truckSizes: z.array(truckSize).min(1),
  menuCategories: z.array(menuCategory).min(1),
});

export type EventTypeSeed = z.infer<typeof kind>;
export type TruckTypeSeed = z.infer<typeof kind>;
export type TruckSizeSeed = z.infer<typeof truckSize>;
export type MenuItemSeed = z.infer<typeof menuItem>;
export type MenuCategorySeed = z.infer<typeof menuCategory>;

const reference = readSeedData('reference', referenceSchema);
export const EVENT_TYPES: EventTypeSeed[] = reference.eventTypes;
export const TRUCK_TYPES: TruckTypeSeed[] = reference.truckTypes;
export const TRUCK_SIZES: TruckSizeSeed[] = reference.truckSizes;
export const MENU_CATEGORIES: MenuCategorySeed[] = reference.menuCategories;
