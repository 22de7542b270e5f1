import { z } from 'zod';
import { DAY_MS } from '../constants.ts';
import { addDays } from '../domain/booking/schedule.ts';
import { withParticle } from '../korean.ts';
import { dateSchema as calendarDate } from './dates.ts';
import { idFromText } from './ids.ts';

/** When a truck cannot take work (docs/product.md § Availability): its blocks and its accepted bookings. */

export const BLOCK_REASONS = ['day_off', 'maintenance', 'other_event'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];
export const BLOCK_REASON_LABELS: Record<BlockReason, string> = {
  day_off: '휴무',
  maintenance: '정비',
  other_event: '다른 일정',
};

/** The longest range one request may ask about or block at once. */
export const AVAILABILITY_MAX_DAYS = 93;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const dateSchema = (label: string) => calendarDate(`${withParticle(label, '을/를')} 다시 골라주세요`);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const availabilityQuerySchema = z
  .object({ from: dateSchema('시작 날짜'), to: dateSchema('끝 날짜') })
  .refine((q) => q.to >= q.from, { path: ['to'], message: '끝 날짜는 시작 날짜 이후여야 해요' })
  .refine((q) => daysBetween(q.from, q.to) <= AVAILABILITY_MAX_DAYS, {
    path: ['to'],
    message: `한 번에 ${AVAILABILITY_MAX_DAYS}일까지 볼 수 있어요`,
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** A busy span as anyone may see it: when, and whether it is a booking or a block; nothing else. */
export const busyPeriodSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  kind: z.enum(['booking', 'block']),
});
export type BusyPeriod = z.infer<typeof busyPeriodSchema>;

/**
 * A block in Seoul time: whole days from `startDate` to `endDate` (inclusive), or the hours `startTime`–`endTime`
 * of one day.
 */
export const blockCreateBodySchema = z
  .object({
    startDate: dateSchema('시작 날짜'),
    endDate: dateSchema('끝 날짜').optional(),
    startTime: z.string().regex(TIME, '시작 시간을 다시 골라주세요').optional(),
    endTime: z.string().regex(TIME, '끝 시간을 다시 골라주세요').optional(),
    reason: z.enum(BLOCK_REASONS, { error: '사유를 골라주세요' }),
    note: z.string().trim().max(100, '메모는 100자 이내로 입력해주세요').optional(),
  })
  .refine((b) => (b.startTime === undefined) === (b.endTime === undefined), {
    path: ['endTime'],
    message: '시작과 끝 시간을 함께 골라주세요',
  })
  .refine((b) => b.startTime === undefined || b.endDate === undefined || b.endDate === b.startDate, {
    path: ['endDate'],
    message: '시간을 고르면 하루만 막을 수 있어요',
  })
  .refine((b) => b.startTime === undefined || b.endTime! > b.startTime, {
    path: ['endTime'],
    message: '끝 시간은 시작 시간 이후여야 해요',
  })
  .refine((b) => (b.endDate ?? b.startDate) >= b.startDate, {
    path: ['endDate'],
    message: '끝 날짜는 시작 날짜 이후여야 해요',
  })
  .refine((b) => daysBetween(b.startDate, b.endDate ?? b.startDate) < AVAILABILITY_MAX_DAYS, {
    path: ['endDate'],
    message: `한 번에 ${AVAILABILITY_MAX_DAYS}일까지 막을 수 있어요`,
  });
export type BlockCreateBody = z.infer<typeof blockCreateBodySchema>;

export const blockSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.enum(BLOCK_REASONS),
  note: z.string().nullable(),
});
export type Block = z.infer<typeof blockSchema>;

/** The vendor's month: blocks with their reasons, and bookings with enough to recognise them. */
export const truckCalendarSchema = z.object({
  blocks: z.array(blockSchema),
  bookings: z.array(
    z.object({
      id: z.uuid(),
      code: z.string(),
      eventName: z.string(),
      status: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
    }),
  ),
});
export type TruckCalendar = z.infer<typeof truckCalendarSchema>;

export const blockParamsSchema = z.object({
  id: idFromText('푸드트럭 ID가 올바르지 않아요'),
  blockId: idFromText('일정을 찾을 수 없어요', Number.MAX_SAFE_INTEGER),
});

/** The day after `date`: a whole-day block ends at the next midnight. */
export const nextDay = (date: string) => addDays(date, 1);
