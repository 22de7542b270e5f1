import { addDays, BOOKING_LIMITS, type BusyPeriod, seoulDate } from '@ft/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { truckBusyQuery } from '../api/availability.ts';
import {
  busyDays,
  currentMonth,
  dayLabel,
  type Month,
  monthLabel,
  monthOfDate,
  overlapsBusy,
} from '../month.ts';
import { MonthGrid, MonthNav, weekdayTone } from './month-grid.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const HATCH = 'bg-[repeating-linear-gradient(135deg,#f3f4f6_0_5px,#d1d5db_5px_7px)]';
export const BUSY_NOTICE_ID = 'truck-busy-notice';

/** The days a request can be made for: today (Seoul) to a year ahead, as the booking contract allows. */
const bookableRange = () => {
  const today = seoulDate();
  return { first: today, last: addDays(today, BOOKING_LIMITS.daysAheadMax) };
};

/**
 * Under the date field of a request addressed to one truck: that truck's month, its fully taken days greyed out
 * and not selectable (busy from midnight to midnight: a 휴무 block), partly taken days marked, and a tap on a
 * free day choosing it for the date field. The native date field stays the way to type a date; this shows what
 * it cannot (docs/product.md § Availability).
 */
export function BusyMonth({
  truckId,
  truckName,
  date,
  onPick,
}: {
  truckId: number;
  truckName: string;
  date: string | undefined;
  onPick: (date: string) => void;
}) {
  const { first, last } = bookableRange();
  const chosen = date && DATE.test(date) && date >= first && date <= last ? date : undefined;
  const [month, setMonth] = useState<Month>(chosen ? monthOfDate(chosen) : currentMonth());
  // A date typed into the field brings its month into view.
  useEffect(() => {
    if (chosen) setMonth(monthOfDate(chosen));
  }, [chosen]);
  const busy = useQuery(truckBusyQuery(truckId, month));
  const days = busy.data ? busyDays(busy.data) : null;

  return (
    <section aria-labelledby="busy-month-title" className="rounded-2xl border border-gray-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="busy-month-title" className="min-w-0 pl-1 text-[15px] font-bold">
          <span className="block truncate">{truckName}</span>
          <span className="block text-xs font-medium text-gray-600">예약 가능한 날</span>
        </h3>
        <MonthNav
          month={month}
          onChange={setMonth}
          min={monthOfDate(first)}
          max={monthOfDate(last)}
          headingLevel={3}
        />
      </div>
      {busy.isError ? (
        <p className="mt-2 text-sm text-gray-700">
          지금은 일정을 불러오지 못했어요. 날짜를 고르면 보낼 때 한 번 더 확인해요.
        </p>
      ) : (
        <div aria-busy={!days} className={days ? '' : 'opacity-60'}>
          <MonthGrid
            month={month}
            caption={`${truckName} ${monthLabel(month)} 예약 가능한 날`}
            renderDay={(day, column) => {
              const info = days?.get(day);
              const outside = day < first || day > last;
              const full = info?.whole ?? false;
              const partial = info !== undefined && !full;
              const selected = day === chosen;
              const state = outside
                ? '선택할 수 없음'
                : full
                  ? '예약 마감'
                  : partial
                    ? '일부 시간 마감'
                    : '예약 가능';
              return (
                <button
                  type="button"
                  disabled={outside || full || !days}
                  onClick={() => onPick(day)}
                  aria-pressed={selected}
                  aria-label={`${dayLabel(day)}, ${state}`}
                  className={`relative flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm font-semibold tabular-nums ${
                    selected && full
                      ? `${HATCH} text-red-800 line-through ring-2 ring-red-700 ring-inset`
                      : selected
                        ? 'bg-brand-700 text-white'
                        : full && !outside
                          ? `${HATCH} text-gray-500 line-through`
                          : outside
                            ? 'text-gray-300'
                            : weekdayTone(column) || 'text-gray-900'
                  }`}
                >
                  {Number(day.slice(8))}
                  {partial && !outside && (
                    <span
                      aria-hidden="true"
                      className={`absolute bottom-1 size-1.5 rounded-full ${selected ? 'bg-white' : 'bg-amber-500'}`}
                    />
                  )}
                </button>
              );
            }}
          />
        </div>
      )}
      <ul aria-label="표시 설명" className="mt-1 flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-gray-700">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-3 rounded-sm ${HATCH}`} />
          예약 마감
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
          일부 시간 마감
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-700" />
          선택한 날
        </li>
      </ul>
    </section>
  );
}

/** The busy hours of a day as "11:00~15:00, 18:00~24:00". */
const rangesText = (ranges: { start: string; end: string }[]) =>
  ranges.map((range) => `${range.start}~${range.end}`).join(', ');

/**
 * Under the times: whether the truck is free then. A chosen time that meets a busy span is refused here,
 * before anything is sent (the server refuses it too: TRUCK_UNAVAILABLE); a day with some hours taken says
 * which, so another time can be chosen.
 */
export function BusyNotice({
  truckId,
  date,
  startTime,
  endTime,
}: {
  truckId: number;
  date: string | undefined;
  startTime: string | undefined;
  endTime: string | undefined;
}) {
  const valid = date !== undefined && DATE.test(date);
  const busy = useQuery({
    ...truckBusyQuery(truckId, valid ? monthOfDate(date) : currentMonth()),
    enabled: valid,
  });
  if (!valid || !busy.data) return null;
  const day = busyDays(busy.data).get(date);
  if (!day) return null;
  const timed = startTime && endTime && TIME.test(startTime) && TIME.test(endTime);
  const clash = timed ? overlapsBusy(busy.data, date, startTime, endTime) : day.whole;
  if (clash) {
    return (
      <div
        id={BUSY_NOTICE_ID}
        role="alert"
        tabIndex={-1}
        className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900"
      >
        <p className="font-bold">{day.whole ? '이날은 예약할 수 없어요' : '이 시간에는 예약할 수 없어요'}</p>
        <p className="mt-0.5">
          {day.whole
            ? `${dayLabel(date)} 하루 종일 다른 일정이 있어요. 다른 날짜를 골라주세요.`
            : `${dayLabel(date)} ${rangesText(day.ranges)}에 다른 일정이 있어요. 겹치지 않는 시간이나 다른 날짜를 골라주세요.`}
        </p>
      </div>
    );
  }
  return (
    <p id={BUSY_NOTICE_ID} className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      이날 {rangesText(day.ranges)}에는 이미 일정이 있어요. 겹치지 않는 시간으로 골라주세요.
    </p>
  );
}

/**
 * Checks a chosen date and time against the truck's busy spans before the flow moves on; true when it clashes.
 * Without an answer (offline, a server error) it lets the person go on: the server checks again on submit.
 */
export function useBusyCheck(truckId: number | undefined) {
  const queryClient = useQueryClient();
  return async (info: { eventDate: string; startTime: string; endTime: string }): Promise<boolean> => {
    if (truckId === undefined) return false;
    let spans: BusyPeriod[];
    try {
      spans = await queryClient.fetchQuery(truckBusyQuery(truckId, monthOfDate(info.eventDate)));
    } catch {
      return false;
    }
    return overlapsBusy(spans, info.eventDate, info.startTime, info.endTime);
  };
}
