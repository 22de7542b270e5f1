import { z } from 'zod';
import { BOOKING_LIMITS, PAGINATION, PG_INT_MAX } from '../constants.ts';
import { groupDigits } from '../digits.ts';
import { regionFromAddress } from '../domain/booking/region.ts';
import { addDays, seoulDate, seoulInstant } from '../domain/booking/schedule.ts';
import { CATALOGUE_SERVINGS_RANGE, servingsMaxMessage } from '../domain/booking/servings.ts';
import { BOOKING_STATUSES, isBookingStatus } from '../domain/booking/states.ts';
import { currentTimeMs } from '../domain/clock.ts';
import { COUNTER_OFFER_STATUSES } from '../domain/quote/counter-offer.ts';
import { QUOTE_STATUSES } from '../domain/quote/quote.ts';
import { ACTORS } from '../domain/transition.ts';
import { withParticle } from '../korean.ts';
import { isCalendarDay } from '../list-filter-rules.ts';
import { emailSchema } from './auth.ts';
import { dateSchema } from './dates.ts';
import { integerFromText } from './ids.ts';
import { mobilePhoneSchema } from './users.ts';

/**
 * A booking request is written in four sections, one per flow step (docs/product.md § Domain). Each
 * step validates its own section with these schemas and the server validates the whole body with the same
 * ones.
 */

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(PG_INT_MAX, message);

const text = (label: string, max: number) =>
  z
    .string({ error: `${withParticle(label, '을/를')} 입력해주세요` })
    .trim()
    .max(max, `${withParticle(label, '은/는')} ${groupDigits(max)}자 이내로 입력해주세요`);

export const bookingAddressSchema = z.object({
  postcode: z
    .string({ error: '우편번호를 입력해주세요' })
    .trim()
    .regex(/^\d{5}$/, '우편번호 5자리를 입력해주세요'),
  roadAddress: text('주소', 200)
    .min(1, '주소를 입력해주세요')
    .refine(
      (value) => regionFromAddress(value) !== null,
      '시/도부터 입력해주세요 (예: 서울 강남구 테헤란로 1)',
    ),
  detailAddress: text('상세 주소', 100).default(''),
});
export type BookingAddressInput = z.input<typeof bookingAddressSchema>;

export const eventTypeStepSchema = z.object({ eventTypeId: id('행사 종류를 선택해주세요') });

/**
 * Step 2. `now` is when the check runs: a date in the past, or a start that has already passed today, is
 * refused wherever it is typed.
 */
export const bookingInfoSchema = z
  .object({
    eventName: text('행사 이름', BOOKING_LIMITS.eventNameMax).min(1, '행사 이름을 입력해주세요'),
    eventDate: dateSchema('날짜를 선택해주세요'),
    startTime: z
      .string({ error: '시작 시간을 선택해주세요' })
      .regex(TIME_PATTERN, '시작 시간을 선택해주세요'),
    endTime: z.string({ error: '종료 시간을 선택해주세요' }).regex(TIME_PATTERN, '종료 시간을 선택해주세요'),
    guestCount: z
      .number({
        error: (issue) =>
          issue.input === undefined ? '예상 인원을 입력해주세요' : '예상 인원을 숫자로 입력해주세요',
      })
      .int('예상 인원을 숫자로 입력해주세요')
      .min(1, '예상 인원은 1명 이상이어야 해요')
      .max(
        BOOKING_LIMITS.guestsMax,
        `예상 인원은 ${groupDigits(BOOKING_LIMITS.guestsMax)}명까지 입력할 수 있어요`,
      ),
    address: bookingAddressSchema,
    budget: z
      .number({ error: '예산을 숫자로 입력해주세요' })
      .int('예산을 숫자로 입력해주세요')
      .min(0, '예산을 확인해주세요')
      .max(BOOKING_LIMITS.budgetMax, '예산을 확인해주세요')
      .nullable()
      .default(null),
  })
  .superRefine((info, ctx) => {
    // A malformed date already has its message; comparing it as text would add a wrong one.
    if (!isCalendarDay(info.eventDate)) return;
    const today = seoulDate();
    if (info.eventDate < today) {
      ctx.addIssue({ code: 'custom', path: ['eventDate'], message: '오늘 이후의 날짜를 선택해주세요' });
      return;
    }
    if (info.eventDate > addDays(today, BOOKING_LIMITS.daysAheadMax)) {
      ctx.addIssue({ code: 'custom', path: ['eventDate'], message: '1년 이내의 날짜를 선택해주세요' });
      return;
    }
    if (!TIME_PATTERN.test(info.startTime) || !TIME_PATTERN.test(info.endTime)) return;
    if (info.endTime <= info.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: '종료 시간은 시작 시간보다 늦어야 해요' });
    }
    if (seoulInstant(info.eventDate, info.startTime).getTime() <= currentTimeMs()) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: '지금 이후의 시간을 선택해주세요' });
    }
  });
export type BookingInfoInput = z.input<typeof bookingInfoSchema>;
export type BookingInfo = z.output<typeof bookingInfoSchema>;

export const bookingMenuLineSchema = z.object({
  menuItemId: id('메뉴를 선택해주세요'),
  servings: z
    .number({ error: '수량을 숫자로 입력해주세요' })
    .int('수량을 숫자로 입력해주세요')
    .min(1, '수량은 1인분 이상이어야 해요')
    // The truck's own range is checked where the truck is known (domain/booking/servings.ts).
    .max(CATALOGUE_SERVINGS_RANGE.max, servingsMaxMessage(CATALOGUE_SERVINGS_RANGE)),
});

export const bookingMenusSchema = z
  .array(bookingMenuLineSchema, { error: '메뉴를 선택해주세요' })
  .min(1, '메뉴를 1개 이상 선택해주세요')
  .max(BOOKING_LIMITS.menuLinesMax, `메뉴는 ${BOOKING_LIMITS.menuLinesMax}개까지 고를 수 있어요`)
  .refine(
    (lines) => new Set(lines.map((line) => line.menuItemId)).size === lines.length,
    '같은 메뉴가 두 번 들어 있어요',
  );
export type BookingMenuLineInput = z.infer<typeof bookingMenuLineSchema>;

export const bookingContactSchema = z.object({
  name: text('이름', 30).min(1, '이름을 입력해주세요'),
  phone: mobilePhoneSchema,
  email: emailSchema,
});
export type BookingContactInput = z.input<typeof bookingContactSchema>;

const requestsText = text('요청사항', BOOKING_LIMITS.requestsMax);
export const bookingRequestsSchema = requestsText.default('');

/** What a request without the refund policy's consent is told, by the server and by the review step. */
export const POLICY_CONSENT_MESSAGE = '취소·환불 규정에 동의해주세요';

export const bookingCreateBodySchema = z
  .object({
    /** The truck the request was started from; without it the request is open to every matching truck. */
    truckId: id('푸드트럭을 확인해주세요').nullable().default(null),
    eventTypeId: eventTypeStepSchema.shape.eventTypeId,
    info: bookingInfoSchema,
    menus: bookingMenusSchema,
    contact: bookingContactSchema,
    requests: bookingRequestsSchema,
    agreedToPolicy: z.literal(true, { error: POLICY_CONSENT_MESSAGE }),
    /**
     * 열린 요청으로 넓히기: the customer's direct request, still unanswered, that this open
     * request replaces — it is cancelled in the same transaction, so the two never both stand.
     */
    replacesBookingId: z.uuid('바꿀 요청을 확인해주세요').optional(),
  })
  .refine((body) => body.replacesBookingId === undefined || body.truckId === null, {
    path: ['replacesBookingId'],
    message: '열린 요청으로만 넓힐 수 있어요',
  });
export type BookingCreateBody = z.input<typeof bookingCreateBodySchema>;

/**
 * PUT /bookings/{id}: the sections to replace. While `requested` every section may change; once `accepted`,
 * only `contact` and `requests` (docs/product.md § Domain).
 */
export const bookingUpdateBodySchema = z
  .object({
    eventTypeId: eventTypeStepSchema.shape.eventTypeId.optional(),
    info: bookingInfoSchema.optional(),
    menus: bookingMenusSchema.optional(),
    contact: bookingContactSchema.optional(),
    // Without the create schema's default: an edit that leaves `requests` out must not erase them.
    requests: requestsText.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, '바꿀 내용을 보내주세요');
export type BookingUpdateBody = z.input<typeof bookingUpdateBodySchema>;
/** The sections of a request, as PUT names them. */

export const bookingStatusBodySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: '바꿀 상태를 확인해주세요' }),
  reason: text('사유', BOOKING_LIMITS.reasonMax).optional(),
  quotedAmount: z
    .number({ error: '견적 금액을 숫자로 입력해주세요' })
    .int('견적 금액은 원 단위 정수로 입력해주세요')
    .min(0, '견적 금액을 확인해주세요')
    .max(PG_INT_MAX, '견적 금액을 확인해주세요')
    .optional(),
  /** Which of the vendor's trucks takes an open request (their first matching truck when omitted). */
  truckId: id('푸드트럭을 확인해주세요').optional(),
  /** An accept names the version of the request its vendor read (`Booking.version`); required there. */
  version: z
    .number({ error: '요청 버전을 숫자로 보내주세요' })
    .int('요청 버전을 숫자로 보내주세요')
    .min(1, '요청 버전을 확인해주세요')
    .max(PG_INT_MAX, '요청 버전을 확인해주세요')
    .optional(),
});
export type BookingStatusBody = z.infer<typeof bookingStatusBodySchema>;

export const bookingIdParamsSchema = z.object({ id: z.uuid('예약을 찾을 수 없어요') });

export const bookingListQuerySchema = z.object({
  /** One status or several, comma-separated (the 취소 tab asks for cancelled,rejected,expired). */
  status: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const statuses = value.split(',').map((part) => part.trim());
      if (!statuses.every(isBookingStatus)) {
        ctx.addIssue({ code: 'custom', message: '예약 상태를 확인해주세요' });
        return z.NEVER;
      }
      return statuses;
    }),
  page: integerFromText(z.number().int().min(1, '페이지는 1 이상이어야 해요').max(10_000)).default(
    PAGINATION.defaultPage,
  ),
  limit: integerFromText(z.number().int().min(1).max(PAGINATION.maxLimit)).default(PAGINATION.defaultLimit),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

export const idempotencyKeySchema = z
  .string({ error: '중복 요청 방지 키(Idempotency-Key)가 필요해요' })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, '중복 요청 방지 키(Idempotency-Key)를 확인해주세요');

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────────

export const BOOKING_CODE_PATTERN = /^FT-\d{8}-[A-Z0-9]{4}$/;
export const BOOKING_VIEWER_ROLES = ['customer', 'vendor', 'admin'] as const;

export const bookingSchema = z.object({
  id: z.string(),
  /** FT-YYYYMMDD-XXXX: what people read out on the phone. */
  code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  eventType: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  info: z.object({
    eventName: z.string(),
    eventDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    guestCount: z.number().int(),
    address: z.object({
      postcode: z.string(),
      roadAddress: z.string(),
      detailAddress: z.string(),
      sido: z.string(),
      sigungu: z.string(),
    }),
    budget: z.number().int().nullable(),
  }),
  /** Names and prices as they were when the request was made. */
  menus: z.array(
    z.object({
      menuItemId: z.number().int(),
      categoryId: z.number().int(),
      name: z.string(),
      unitPrice: z.number().int(),
      servings: z.number().int(),
    }),
  ),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  requests: z.string(),
  /** The target truck, or the truck that accepted an open request; null while an open request waits. */
  truck: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** Where it works when another listed truck has its name (`truckNameNote`); null or absent otherwise. */
      nameNote: z.string().nullable().optional(),
      thumbnailUrl: z.string().nullable(),
    })
    .nullable(),
  isOpenRequest: z.boolean(),
  /** Raised by every change of the request (info, menus, contact, requests); an accept names it. */
  version: z.number().int(),
  estimate: z.number().int(),
  quotedAmount: z.number().int().nullable(),
  cancellationFee: z.number().int().nullable(),
  /** The reason given with the last rejection or cancellation. */
  statusReason: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How the caller relates to it: decides which moves the screen offers (the server decides again). */
  viewerRole: z.enum(BOOKING_VIEWER_ROLES),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The truck's own answer on a waiting request in its inbox (`GET /bookings/foodtruck/{id}`): its quote on an
 * open request, or its latest counter-proposal on a request sent to it; null while it has sent neither, and on
 * a request no longer waiting. `outdated` as on the quote or proposal itself: still live, and sent before the
 * customer last changed the request.
 */
const offerFields = { amount: z.number().int(), outdated: z.boolean() };
export const truckOfferSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quote'), status: z.enum(QUOTE_STATUSES), ...offerFields }),
  z.object({ kind: z.literal('counter_offer'), status: z.enum(COUNTER_OFFER_STATUSES), ...offerFields }),
]);
export type TruckOffer = z.infer<typeof truckOfferSchema>;

export const truckBookingSchema = bookingSchema.extend({ truckOffer: truckOfferSchema.nullable() });
export type TruckBooking = z.infer<typeof truckBookingSchema>;

export const bookingHistoryEntrySchema = z.object({
  from: z.enum(BOOKING_STATUSES).nullable(),
  to: z.enum(BOOKING_STATUSES),
  actor: z.enum(ACTORS),
  reason: z.string().nullable(),
  at: z.string(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/**
 * Phone numbers are shared once the vendor has accepted: the vendor then sees the customer's
 * contact, the customer the truck's business number. Before that they talk through the booking's messages.
 */
export const phonesShared = (status: z.infer<typeof bookingSchema>['status']) =>
  status === 'accepted' || status === 'completed';

export const bookingDetailSchema = bookingSchema.extend({
  history: z.array(bookingHistoryEntrySchema),
  /** The truck's business number, while `phonesShared`; otherwise null. */
  vendorPhone: z.string().nullable(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
