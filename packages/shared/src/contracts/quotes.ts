import { z } from 'zod';
import { groupDigits } from '../digits.ts';
import { QUOTE_STATUSES, QUOTE_VALIDITY_DAYS } from '../domain/quote/quote.ts';
import { id, text, won } from './form-fields.ts';

/**
 * Quotes on an open request (`/api/v1/bookings/{id}/quotes`, issue 31; states and totals in
 * domain/quote/quote.ts). Money is integer won; the server computes the totals from the lines.
 */

const MAX_UNIT_PRICE = 1_000_000;
const MAX_CALLOUT_FEE = 10_000_000;
const MAX_QUANTITY = 100_000;
const MAX_LINES = 30;

export const QUOTE_UNITS = ['serving', 'dish'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];
export const QUOTE_UNIT_LABELS = { serving: '인분', dish: '개' } as const satisfies Record<QuoteUnit, string>;

export const quoteLineSchema = z.object({
  name: text('메뉴 이름', 1, 60),
  unit: z.enum(QUOTE_UNITS, { error: '단위는 인분 또는 개 중에서 골라주세요' }),
  unitPrice: won('단가', MAX_UNIT_PRICE),
  quantity: z
    .number({ error: '수량을 숫자로 입력해주세요' })
    .int('수량은 정수로 입력해주세요')
    .min(1, '수량은 1 이상이어야 해요')
    .max(MAX_QUANTITY, `수량은 ${groupDigits(MAX_QUANTITY)} 이하로 입력해주세요`),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** What a vendor sends, and sends again to revise: the whole quote each time. */
export const quoteBodySchema = z.object({
  truckId: id('견적을 보낼 푸드트럭을 골라주세요'),
  lines: z
    .array(quoteLineSchema, { error: '메뉴를 하나 이상 넣어주세요' })
    .min(1, '메뉴를 하나 이상 넣어주세요')
    .max(MAX_LINES, `메뉴는 ${MAX_LINES}개까지 넣을 수 있어요`),
  calloutFee: won('출장비', MAX_CALLOUT_FEE),
  vatIncluded: z.boolean({ error: '부가세 포함 여부를 골라주세요' }),
  includes: text('포함 내역', 0, 500),
  hoursOnSite: z
    .number({ error: '운영 시간을 숫자로 입력해주세요' })
    .min(0.5, '운영 시간은 30분 이상이어야 해요')
    .max(24, '운영 시간은 24시간 이하로 입력해주세요')
    .multipleOf(0.5, '운영 시간은 30분 단위로 입력해주세요'),
  siteNeeds: text('현장 준비 사항', 0, 500),
  validDays: z
    .number({ error: '견적 유효기간을 숫자로 입력해주세요' })
    .int('견적 유효기간은 일 단위로 입력해주세요')
    .min(QUOTE_VALIDITY_DAYS.min, `견적 유효기간은 ${QUOTE_VALIDITY_DAYS.min}일 이상이어야 해요`)
    .max(QUOTE_VALIDITY_DAYS.max, `견적 유효기간은 ${QUOTE_VALIDITY_DAYS.max}일 이하로 입력해주세요`)
    .default(QUOTE_VALIDITY_DAYS.default),
  note: text('메모', 0, 1000),
});
export type QuoteBody = z.input<typeof quoteBodySchema>;

/** A quote as the customer compares it and its vendor sees it. */
export const quoteSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  truck: z.object({
    id: z.number().int(),
    name: z.string(),
    /** Where it works when another listed truck has its name (`truckNameNote`), else null. */
    nameNote: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    /** The rating the list ranks by, or null for a truck without reviews (신규 입점). */
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    /** Where the truck works, for comparing: its 시/도 and 시/군/구. */
    regions: z.array(z.string()),
  }),
  status: z.enum(QUOTE_STATUSES),
  revision: z.number().int().min(1),
  /** Sent before the customer last changed the request: its vendor should revise it before it can be chosen. */
  outdated: z.boolean(),
  lines: z.array(quoteLineSchema),
  menu: z.number().int(),
  calloutFee: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  perPerson: z.number().int(),
  includes: z.string(),
  hoursOnSite: z.number(),
  siteNeeds: z.string(),
  validUntil: z.string(),
  note: z.string(),
  sentAt: z.string(),
  revisedAt: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * The quotes of one request the person may see (the customer and operators all, a vendor their own), how many
 * are live of QUOTE_LIMIT, and whether it still takes more.
 */
export const quoteListSchema = z.object({
  quotes: z.array(quoteSchema),
  liveCount: z.number().int().min(0),
  deadline: z.string(),
  takesQuotes: z.boolean(),
});
export type QuoteList = z.infer<typeof quoteListSchema>;

export const quoteParamsSchema = z.object({
  id: z.uuid('예약을 찾을 수 없어요'),
  quoteId: z.uuid('견적을 찾을 수 없어요'),
});

/** The customer chooses the revision they compared; a revision sent since is refused (QUOTE_CHANGED). */
export const quoteChoiceBodySchema = z.object({
  revision: z.number({ error: '고른 견적의 버전(revision)을 함께 보내주세요' }).int().min(1),
});
export type QuoteChoiceBody = z.infer<typeof quoteChoiceBodySchema>;

export const quoteWithdrawBodySchema = z.object({ reason: text('철회 사유', 0, 300).optional() });
export type QuoteWithdrawBody = z.infer<typeof quoteWithdrawBodySchema>;

/** Why the system declines a quote still waiting; the vendor's notice tells only the first (the others end the request, which its own notice says). */
export const QUOTE_DECLINE_REASONS = {
  otherChosen: '고객이 다른 푸드트럭의 견적을 골랐어요.',
  requestEnded: '요청이 취소되거나 만료됐어요.',
} as const;
