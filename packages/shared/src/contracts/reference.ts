import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';

export const eventTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type EventType = z.infer<typeof eventTypeSchema>;

export const truckTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type TruckType = z.infer<typeof truckTypeSchema>;

export const truckSizeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  lengthM: z.number(),
  widthM: z.number(),
  description: z.string(),
});
export type TruckSize = z.infer<typeof truckSizeSchema>;

export const menuItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  unitPrice: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  itemCount: z.number().int(),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const menuCategoryWithItemsSchema = menuCategorySchema.extend({ items: z.array(menuItemSchema) });
export type MenuCategoryWithItems = z.infer<typeof menuCategoryWithItemsSchema>;

export const policySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  version: z.string(),
  effectiveDate: z.string(),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

export const policySchema = policySummarySchema.extend({ body: z.string(), updatedAt: z.string() });
export type Policy = z.infer<typeof policySchema>;

/** `/menu-categories/{id}` and `/policies/{id}` take a numeric id or a slug. */
export const idOrSlugParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/i, '숫자 ID 또는 슬러그를 입력해주세요')
    .refine(
      (value) => !/^\d+$/.test(value) || Number(value) <= PG_INT_MAX,
      '숫자 ID 또는 슬러그를 입력해주세요',
    ),
});
