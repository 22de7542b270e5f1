import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, groupDigits } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  adminBookingsQuery,
  WAITING_SCAN_LIMIT,
} from '../../../features/admin/api/bookings.ts';
import {
  BOOKING_QUERY_MAX,
  bookingFiltersFromSearch,
  isFiltered,
  isUnansweredOver24h,
} from '../../../features/admin/booking-filters.ts';
import { AdminBookingCard } from '../../../features/admin/components/booking-card.tsx';
import {
  CardsSkeleton,
  type ChipOption,
  EmptyState,
  FilterChips,
  ListError,
  Pager,
} from '../../../features/admin/components/list-parts.tsx';
import { type AdminBookingFilters, adminPaths } from '../../../features/admin/paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

const input =
  'h-12 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-3 text-base placeholder:text-gray-500';
/** Two dates side by side still fit a 360 px phone. */
const dateInput = 'h-12 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-2 text-[15px]';

/** 검색어 and 행사일: applied together with 검색; the status chips apply at once. */
function SearchForm({ filters }: { filters: AdminBookingFilters }) {
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState(filters.q ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A range typed back to front means the same days.
    const [start, end] = from && to && from > to ? [to, from] : [from, to];
    navigate(
      adminPaths.bookings({
        ...(filters.status ? { status: filters.status } : {}),
        q: q.trim(),
        from: start,
        to: end,
      }),
    );
  };
  return (
    <search aria-label="예약 검색">
      <form onSubmit={submit} className="space-y-3">
        <div>
          <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold text-gray-800">
            검색어
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              type="search"
              enterKeyHint="search"
              value={q}
              maxLength={BOOKING_QUERY_MAX}
              onChange={(event) => setQ(event.target.value)}
              placeholder="예약 번호, 고객, 연락처, 트럭 이름"
              className={input}
            />
            <button
              type="submit"
              className="flex min-h-12 shrink-0 items-center rounded-xl bg-gray-900 px-5 text-base font-bold text-white"
            >
              검색
            </button>
          </div>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-gray-800">행사일 (시작 ~ 끝)</legend>
          <div className="grid grid-cols-2 gap-2">
            <label className="sr-only" htmlFor={`${id}-from`}>
              행사일 시작
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={dateInput}
            />
            <label className="sr-only" htmlFor={`${id}-to`}>
              행사일 끝
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
              className={dateInput}
            />
          </div>
        </fieldset>
      </form>
    </search>
  );
}

/** 예약 관리: search by code, customer, truck; status chips; event-date range; cards that open the booking. */
export default function AdminBookingsPage() {
  useHead({ title: '예약 관리', noindex: true });
  const [search] = useSearchParams();
  const filters = bookingFiltersFromSearch(search);
  const list = useQuery(adminBookingsQuery(filters));
  const [now] = useState(() => new Date());
  const page = filters.page ?? 1;

  const chips: ChipOption[] = [
    {
      key: 'all',
      label: '전체',
      to: adminPaths.bookings({ ...filters, status: undefined, page: undefined }),
    },
    ...BOOKING_STATUSES.map((status) => ({
      key: status,
      label: BOOKING_STATUS_LABELS[status],
      to: adminPaths.bookings({ ...filters, status, page: undefined }),
    })),
  ];
  const rows = list.data
    ? filters.waiting
      ? list.data.data.filter((booking) => isUnansweredOver24h(booking, now))
      : list.data.data
    : [];
  const total = filters.waiting ? rows.length : (list.data?.total ?? 0);
  const pages = filters.waiting ? 1 : Math.max(1, Math.ceil(total / ADMIN_BOOKINGS_PAGE_SIZE));

  return (
    <>
      <PageHeader title="예약 관리" back={false} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-10">
        {/* Keyed by the address: going back to an earlier search shows its words again. */}
        <SearchForm key={search.toString()} filters={filters} />
        {filters.waiting ? (
          <div className="rounded-2xl bg-red-50 px-4 py-3 text-[15px] text-red-950">
            <p className="font-bold">24시간 넘게 답이 없는 요청</p>
            <p className="mt-0.5 text-sm">
              요청받고 하루가 지나도록 사장님이 확정도 거절도 하지 않은 예약이에요. 오래된 순서로 보여요.
            </p>
            <Link
              to={adminPaths.bookings()}
              className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
            >
              모든 예약 보기
            </Link>
          </div>
        ) : (
          <FilterChips label="예약 상태" options={chips} current={filters.status ?? 'all'} />
        )}

        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            검색 결과
          </h2>
          {list.isError && !list.data ? (
            <ListError message={list.error.message} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <CardsSkeleton />
          ) : rows.length === 0 ? (
            filters.waiting ? (
              <EmptyState title="24시간 넘게 기다리는 요청이 없어요">
                모든 요청에 하루 안에 답이 갔어요.
              </EmptyState>
            ) : (
              <EmptyState
                title={isFiltered(filters) ? '조건에 맞는 예약이 없어요' : '아직 예약이 없어요'}
                action={isFiltered(filters) ? { label: '조건 지우기', to: adminPaths.bookings() } : undefined}
              >
                {isFiltered(filters) ? '검색어나 상태, 날짜를 바꿔 보세요.' : undefined}
              </EmptyState>
            )
          ) : (
            <>
              <p className="mb-3 text-sm text-gray-600" aria-live="polite">
                총 {groupDigits(total)}건
              </p>
              {filters.waiting && list.data.total > WAITING_SCAN_LIMIT && (
                <p className="mb-3 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
                  답을 기다리는 요청이 {groupDigits(list.data.total)}건이라 최근 {WAITING_SCAN_LIMIT}건 중에서
                  골랐어요.
                </p>
              )}
              <ul
                className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
                aria-busy={list.isPlaceholderData}
              >
                {(filters.waiting ? [...rows].reverse() : rows).map((booking) => (
                  <li key={booking.id}>
                    <AdminBookingCard booking={booking} to={adminPaths.booking(booking.id)} now={now} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pages={pages}
                hrefFor={(to) => adminPaths.bookings({ ...filters, page: to })}
              />
            </>
          )}
        </section>
      </main>
    </>
  );
}
