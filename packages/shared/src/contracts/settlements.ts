import { z } from 'zod';
import { SETTLEMENT_STATUSES } from '../domain/settlement/states.ts';
import { payoutAccountViewSchema } from './business.ts';
import { paginationQuerySchema } from './envelope.ts';

/** Settlements (docs/product.md § Domain, Settlement): money is integer won, dates are Seoul dates. */

export const settlementBookingSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  /** When the event ended: an operator sees which lines ended less than a day ago. */
  endsAt: z.string(),
  /** The quoted amount, or the estimate when the vendor quoted none. */
  amount: z.number().int(),
});
export type SettlementBooking = z.infer<typeof settlementBookingSchema>;

const amountsSchema = {
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
};

export const settlementHistoryEntrySchema = z.object({
  from: z.enum(SETTLEMENT_STATUSES).nullable(),
  to: z.enum(SETTLEMENT_STATUSES),
  actor: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

/** 정산 번호: the Seoul date of the claim and four readable characters (no 0, O, 1 or I). */
export const SETTLEMENT_CODE_PATTERN = /^ST-\d{8}-[2-9A-HJ-NP-Z]{4}$/;

export const settlementSchema = z.object({
  id: z.uuid(),
  /** ST-YYYYMMDD-XXXX: the number a statement carries and people read out. */
  code: z.string().regex(SETTLEMENT_CODE_PATTERN),
  truck: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(SETTLEMENT_STATUSES),
  ...amountsSchema,
  /** 0.1 = 10 %: the rate applied when the settlement was requested. */
  commissionRate: z.number(),
  /** The 부가세 included in the commission (statement). */
  commissionVat: z.number().int(),
  bookingCount: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payout: payoutAccountViewSchema,
  rejectionReason: z.string().nullable(),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  bookings: z.array(settlementBookingSchema),
  history: z.array(settlementHistoryEntrySchema),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** What a request would gather now: completed bookings in no live settlement. */
export const settleableSchema = z.object({
  bookingCount: z.number().int(),
  ...amountsSchema,
  commissionRate: z.number(),
  bookings: z.array(settlementBookingSchema),
});
export type Settleable = z.infer<typeof settleableSchema>;

export const settlementListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SETTLEMENT_STATUSES).optional(),
});

export const settlementIdParamsSchema = z.object({ id: z.uuid('정산을 찾을 수 없어요') });

export const settlementStatusBodySchema = z.object({
  status: z.enum(SETTLEMENT_STATUSES, { error: '바꿀 상태를 확인해주세요' }),
  reason: z.string().trim().max(500, '사유는 500자 이내로 입력해주세요').optional(),
});
export type SettlementStatusBody = z.infer<typeof settlementStatusBodySchema>;
