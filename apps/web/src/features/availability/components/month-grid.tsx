import type { ReactNode } from 'react';
import { addMonths, type Month, monthLabel, monthWeeks, WEEKDAY_LABELS } from '../month.ts';

const WEEKDAY_TONE = ['', '', '', '', '', 'text-blue-700', 'text-red-700'];

/** The colour of a day's number: Saturdays blue, Sundays red, as Korean calendars print them. */
export const weekdayTone = (column: number) => WEEKDAY_TONE[column] ?? '';

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'prev' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

/** ‹ 2026년 11월 › with 44 px buttons; a month outside [min, max] cannot be reached. */
export function MonthNav({
  month,
  onChange,
  min,
  max,
  right,
  headingLevel = 2,
}: {
  month: Month;
  onChange: (month: Month) => void;
  min?: Month | undefined;
  max?: Month | undefined;
  right?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const prev = addMonths(month, -1);
  const next = addMonths(month, 1);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        // Named by the month it shows, not "다음": the booking flow's 다음 button must stay the only one.
        aria-label={`${monthLabel(prev)} 보기`}
        disabled={min !== undefined && prev < min}
        onClick={() => onChange(prev)}
        className="flex size-11 items-center justify-center rounded-full text-gray-800 disabled:text-gray-300"
      >
        <Arrow direction="prev" />
      </button>
      <Heading aria-live="polite" className="min-w-24 text-center text-lg font-bold tabular-nums">
        {monthLabel(month)}
      </Heading>
      <button
        type="button"
        aria-label={`${monthLabel(next)} 보기`}
        disabled={max !== undefined && next > max}
        onClick={() => onChange(next)}
        className="flex size-11 items-center justify-center rounded-full text-gray-800 disabled:text-gray-300"
      >
        <Arrow direction="next" />
      </button>
      {right && <div className="ml-auto">{right}</div>}
    </div>
  );
}

/**
 * A month as a table, Monday to Sunday; each day of the month is whatever `renderDay` makes of it (a button,
 * 44 px or more), the days of the months around it are left empty.
 */
export function MonthGrid({
  month,
  renderDay,
  caption,
}: {
  month: Month;
  renderDay: (date: string, column: number) => ReactNode;
  caption: string;
}) {
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {WEEKDAY_LABELS.map((label, column) => (
            <th
              key={label}
              scope="col"
              className={`pb-1 text-center text-xs font-semibold ${weekdayTone(column) || 'text-gray-600'}`}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((date, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a week's seven columns are its identity
              <td key={column} className="p-0.5 align-top">
                {date ? renderDay(date, column) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
