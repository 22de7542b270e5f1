import { z } from 'zod';
import { PAGINATION } from '../constants.ts';
import { integerFromText } from './ids.ts';

/** docs/product.md § API: every successful answer is `{ success: true, data }`. */
export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({ success: z.literal(true), data: dataSchema });
}

/**
 * docs/product.md § API and docs/product.md § Data "Paginated list response": the page sits beside the data,
 * not inside it.
 */
export function listEnvelope<T extends z.ZodType>(itemSchema: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(itemSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    limit: z.number().int().min(1).max(PAGINATION.maxLimit),
  });
}

/** `error` is the Korean sentence for people; `code` is a catalogue or envelope code; `fields` name → message. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Query strings arrive as text: digits, read as a whole number (`integerFromText`). */
export const paginationQuerySchema = z.object({
  page: integerFromText(z.number().int().min(1).max(PAGINATION.maxPage)).default(PAGINATION.defaultPage),
  limit: integerFromText(z.number().int().min(1).max(PAGINATION.maxLimit)).default(PAGINATION.defaultLimit),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type SuccessEnvelope<T> = z.infer<ReturnType<typeof successEnvelope<z.ZodType<T>>>>;
export type ListEnvelope<T> = z.infer<ReturnType<typeof listEnvelope<z.ZodType<T>>>>;
export type ApiEnvelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
