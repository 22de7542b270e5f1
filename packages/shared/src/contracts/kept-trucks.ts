import { z } from 'zod';
import { dateSchema } from './dates.ts';

/** 찜 (issue 31): a customer's kept trucks, and the day they are waiting for on each. */
export const keptTruckSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** The day the customer is told about when it opens on this truck, or null. */
  wantedDate: z.string().nullable(),
  keptAt: z.string(),
});
export type KeptTruck = z.infer<typeof keptTruckSchema>;

export const keepTruckBodySchema = z.object({
  wantedDate: dateSchema('날짜를 확인해주세요').nullable().optional(),
});
export type KeepTruckBody = z.infer<typeof keepTruckBodySchema>;
