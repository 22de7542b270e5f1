import { z } from 'zod';
import { COUNTER_OFFER_STATUSES } from '../domain/quote/counter-offer.ts';
import { bookingMenusSchema, TIME_PATTERN } from './bookings.ts';
import { dateSchema } from './dates.ts';
import { text, won } from './form-fields.ts';

/**
 * A vendor's counter-proposal on a request sent to their truck (`/api/v1/bookings/{id}/counter-offers`,
 * issue 31): another date, time or menu, with the price for it. What is left out stays as the customer asked.
 */
const MAX_AMOUNT = 100_000_000;

export const counterOfferBodySchema = z
  .object({
    eventDate: dateSchema('날짜를 선택해주세요').optional(),
    startTime: z.string().regex(TIME_PATTERN, '시작 시간을 선택해주세요').optional(),
    endTime: z.string().regex(TIME_PATTERN, '종료 시간을 선택해주세요').optional(),
    menus: bookingMenusSchema.optional(),
    amount: won('제안 금액', MAX_AMOUNT).min(1, '제안 금액을 입력해주세요'),
    note: text('제안 메모', 0, 500).default(''),
  })
  .refine((body) => body.eventDate || body.startTime || body.endTime || body.menus, {
    message: '바꿀 날짜, 시간 또는 메뉴를 하나 이상 넣어주세요',
    path: ['eventDate'],
  });
export type CounterOfferBody = z.input<typeof counterOfferBodySchema>;

export const counterOfferSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  status: z.enum(COUNTER_OFFER_STATUSES),
  /** The terms proposed, whole: the request's own where the vendor changed nothing. */
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  menus: z.array(
    z.object({
      menuItemId: z.number().int(),
      name: z.string(),
      unitPrice: z.number().int(),
      servings: z.number().int(),
    }),
  ),
  amount: z.number().int(),
  note: z.string(),
  /** Sent before the customer last changed the request: it no longer answers it and cannot be accepted. */
  outdated: z.boolean(),
  validUntil: z.string(),
  createdAt: z.string(),
});
export type CounterOffer = z.infer<typeof counterOfferSchema>;

export const counterOfferParamsSchema = z.object({
  id: z.uuid('예약을 찾을 수 없어요'),
  offerId: z.uuid('제안을 찾을 수 없어요'),
});

/** How long a proposal waits for the customer's answer, unless the event (as proposed) starts sooner. */
export const COUNTER_OFFER_VALID_HOURS = 48;
