import {
  BLOCK_REASON_LABELS,
  type Block,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  isBookingStatus,
  seoulDate,
  type TruckCalendar,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ApiError } from '../../../shell/api-client.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';
import { truckCalendarQuery, useRemoveBlockMutation } from '../api/availability.ts';
import { dayLabel, type Month, monthLabel, spanDates, spanOnDay } from '../month.ts';
import { BlockSheet } from './block-sheet.tsx';
import { MonthGrid, MonthNav, weekdayTone } from './month-grid.tsx';

const HATCH = 'bg-[repeating-linear-gradient(135deg,#f3f4f6_0_6px,#d1d5db_6px_8px)]';

interface DayMarks {
  bookings: number;
  blocks: number;
  wholeDayBlock: boolean;
}

/** What each day of the month holds: how many bookings and blocks, and whether a block takes the whole day. */
export function marksByDay(calendar: TruckCalendar): Map<string, DayMarks> {
  const marks = new Map<string, DayMarks>();
  const at = (date: string) => {
    const mark = marks.get(date) ?? { bookings: 0, blocks: 0, wholeDayBlock: false };
    marks.set(date, mark);
    return mark;
  };
  for (const booking of calendar.bookings) {
    for (const date of spanDates(booking.startsAt, booking.endsAt)) at(date).bookings += 1;
  }
  for (const block of calendar.blocks) {
    for (const date of spanDates(block.startsAt, block.endsAt)) {
      const mark = at(date);
      mark.blocks += 1;
      if (spanOnDay(block, date)?.wholeDay) mark.wholeDayBlock = true;
    }
  }
  return marks;
}

const timeText = (span: { startsAt: string; endsAt: string }, date: string) => {
  const part = spanOnDay(span, date);
  if (!part) return '';
  return part.wholeDay ? '하루 종일' : `${part.start}~${part.end}`;
};

/** "12월 5일 (토) ~ 12월 7일 (월)" for a block of several days, nothing for one day. */
const blockRange = (block: Block) => {
  const dates = spanDates(block.startsAt, block.endsAt);
  return dates.length > 1 ? `${dayLabel(dates[0]!)} ~ ${dayLabel(dates.at(-1)!)}` : null;
};

function RemoveBlockDialog({
  truckId,
  block,
  onClose,
}: {
  truckId: number;
  block: Block;
  onClose: () => void;
}) {
  const remove = useRemoveBlockMutation(truckId);
  const submit = async () => {
    try {
      await remove.mutateAsync(block.id);
      onClose();
      toast.success('일정을 풀었어요', '이 시간에도 예약 요청을 받을 수 있어요.');
    } catch (caught) {
      const error = caught as ApiError;
      onClose();
      if (error.status === 404) toast.info('이미 풀린 일정이에요', '캘린더를 다시 불러왔어요.');
      else if (error.status >= 400 && error.status < 500) toast.error('일정을 풀지 못했어요', error.message);
    }
  };
  const range = blockRange(block);
  return (
    <Dialog
      title="이 일정을 풀까요?"
      description={`${BLOCK_REASON_LABELS[block.reason]}${range ? ` (${range})` : ''} 일정을 풀면 그 시간에 예약 요청을 받을 수 있어요.`}
      onClose={onClose}
    >
      <div className="flex gap-2">
        <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} flex-1`}>
          닫기
        </button>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          className={`${PRIMARY_BUTTON} flex-[2] disabled:opacity-60`}
        >
          {remove.isPending ? '푸는 중…' : '일정 풀기'}
        </button>
      </div>
    </Dialog>
  );
}

const STATUS_TONE: Partial<Record<BookingStatus, string>> = {
  accepted: 'bg-emerald-50 text-emerald-800',
  completed: 'bg-sky-50 text-sky-800',
};

/** The chosen day: its bookings (each opens), its blocks (each can be lifted), and 이날 막기. */
function DayPanel({
  truckId,
  date,
  calendar,
  bookingHref,
}: {
  truckId: number;
  date: string;
  calendar: TruckCalendar | undefined;
  bookingHref: (id: string) => string;
}) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Block | null>(null);
  const past = date < seoulDate();
  const bookings = calendar?.bookings.filter((b) => spanDates(b.startsAt, b.endsAt).includes(date)) ?? [];
  const blocks = calendar?.blocks.filter((b) => spanDates(b.startsAt, b.endsAt).includes(date)) ?? [];
  const wholeDay = blocks.some((block) => spanOnDay(block, date)?.wholeDay);

  return (
    <section aria-labelledby="day-title" className="mt-4 rounded-2xl border border-gray-200 p-4">
      <h2 id="day-title" className="text-lg font-bold">
        {dayLabel(date)}
      </h2>
      {!calendar ? (
        <Skeleton className="mt-3 h-12 w-full" />
      ) : bookings.length === 0 && blocks.length === 0 ? (
        <p className="mt-1 text-[15px] text-gray-700">
          {past ? '이날은 일정이 없었어요.' : '일정이 없어요. 이날은 예약 요청을 받을 수 있어요.'}
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {bookings.map((booking) => {
            const status = isBookingStatus(booking.status) ? booking.status : 'accepted';
            return (
              <li key={booking.id}>
                <Link
                  to={bookingHref(booking.id)}
                  className="flex min-h-14 items-center gap-3 rounded-xl bg-emerald-50/60 px-3 py-2"
                >
                  <span
                    className={`inline-flex h-6 shrink-0 items-center rounded-full px-2 text-xs font-bold ${STATUS_TONE[status] ?? 'bg-gray-100 text-gray-700'}`}
                  >
                    {BOOKING_STATUS_LABELS[status]}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{booking.eventName}</span>
                    <span className="block text-sm text-gray-700 tabular-nums">
                      {timeText(booking, date)} · {booking.code}
                    </span>
                  </span>
                  <span aria-hidden="true" className="text-gray-500">
                    ›
                  </span>
                </Link>
              </li>
            );
          })}
          {blocks.map((block) => {
            const range = blockRange(block);
            return (
              <li key={block.id} className={`flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 ${HATCH}`}>
                <span className="inline-flex h-6 shrink-0 items-center rounded-full bg-gray-800 px-2 text-xs font-bold text-white">
                  {BLOCK_REASON_LABELS[block.reason]}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold tabular-nums">{timeText(block, date)}</span>
                  {(range || block.note) && (
                    <span className="block text-sm break-keep text-gray-700">
                      {[range, block.note].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </span>
                {!past && (
                  <button
                    type="button"
                    onClick={() => setRemoving(block)}
                    aria-label={`${BLOCK_REASON_LABELS[block.reason]} ${timeText(block, date)} 일정 풀기`}
                    className="flex min-h-11 shrink-0 items-center rounded-lg bg-white px-3 text-sm font-semibold text-gray-800 shadow-sm"
                  >
                    풀기
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!past && !wholeDay && calendar && (
        <button type="button" onClick={() => setAdding(true)} className={`${SECONDARY_BUTTON} mt-4`}>
          이날 일정 막기
        </button>
      )}
      {adding && (
        <BlockSheet
          truckId={truckId}
          date={date}
          defaultMode={bookings.length + blocks.length > 0 ? 'hours' : 'days'}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && <RemoveBlockDialog truckId={truckId} block={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}

/**
 * 캘린더: the truck's month (Monday to Sunday, Seoul dates) with its accepted bookings and blocked time; a tap on
 * a day shows it below, where a block is added or lifted.
 */
export function VendorCalendar({
  truckId,
  month,
  selected,
  onMonthChange,
  onSelect,
  bookingHref,
}: {
  truckId: number;
  month: Month;
  selected: string;
  onMonthChange: (month: Month) => void;
  onSelect: (date: string) => void;
  bookingHref: (id: string) => string;
}) {
  const calendar = useQuery(truckCalendarQuery(truckId, month));
  const marks = calendar.data ? marksByDay(calendar.data) : new Map<string, DayMarks>();
  const today = seoulDate();

  return (
    <div className="px-4 pt-3 pb-10">
      <MonthNav
        month={month}
        onChange={onMonthChange}
        right={
          today.slice(0, 7) !== month || selected !== today ? (
            <button
              type="button"
              onClick={() => onSelect(today)}
              className="flex min-h-11 items-center rounded-full border border-gray-300 px-4 text-sm font-semibold"
            >
              오늘
            </button>
          ) : null
        }
      />
      {calendar.isError && !calendar.data && (
        <div role="alert" className="my-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          일정을 불러오지 못했어요. {calendar.error.message}
          <button
            type="button"
            onClick={() => void calendar.refetch()}
            className="ml-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            다시 시도
          </button>
        </div>
      )}
      <div
        className={`mt-2 ${calendar.isFetching && !calendar.data ? 'opacity-60' : ''}`}
        aria-busy={calendar.isPending}
      >
        <MonthGrid
          month={month}
          caption={`${monthLabel(month)} 일정`}
          renderDay={(date, column) => {
            const mark = marks.get(date);
            const isToday = date === today;
            const isSelected = date === selected;
            const past = date < today;
            const parts = [
              mark?.bookings ? `확정 예약 ${mark.bookings}건` : '',
              mark?.wholeDayBlock ? '하루 종일 막음' : mark?.blocks ? `막아 둔 시간 ${mark.blocks}건` : '',
            ].filter(Boolean);
            return (
              <button
                type="button"
                onClick={() => onSelect(date)}
                aria-pressed={isSelected}
                aria-label={`${dayLabel(date)}${isToday ? ', 오늘' : ''}${parts.length ? `, ${parts.join(', ')}` : ''}`}
                className={`flex h-14 w-full flex-col items-center rounded-xl pt-1 ${mark?.wholeDayBlock ? HATCH : ''} ${
                  isSelected ? 'ring-2 ring-gray-900 ring-inset' : ''
                }`}
              >
                <span
                  // On a blocked day's stripes the number sits on white: red and blue weekend digits on the darker
                  // stripe fell under 4.5:1.
                  className={`flex size-7 items-center justify-center rounded-full text-sm font-semibold tabular-nums ${
                    isToday
                      ? 'bg-brand-700 text-white'
                      : `${mark?.wholeDayBlock ? 'bg-white' : ''} ${past ? 'text-gray-500' : weekdayTone(column) || 'text-gray-900'}`
                  }`}
                >
                  {Number(date.slice(8))}
                </span>
                <span aria-hidden="true" className="mt-1 flex h-1.5 gap-0.5">
                  {mark?.bookings ? <span className="size-1.5 rounded-full bg-emerald-600" /> : null}
                  {mark?.blocks && !mark.wholeDayBlock ? (
                    <span className="size-1.5 rounded-full bg-gray-600" />
                  ) : null}
                </span>
              </button>
            );
          }}
        />
      </div>
      <ul aria-label="표시 설명" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
          확정 예약
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-gray-600" />
          막아 둔 시간
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-3 rounded-sm ${HATCH}`} />
          하루 종일 막음
        </li>
      </ul>
      {selected.slice(0, 7) === month && (
        <DayPanel truckId={truckId} date={selected} calendar={calendar.data} bookingHref={bookingHref} />
      )}
    </div>
  );
}
