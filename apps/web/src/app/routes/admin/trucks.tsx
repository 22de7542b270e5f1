import { FOOD_TRUCK_STATUS_LABELS, FOOD_TRUCK_STATUSES, type FoodTruckStatus, groupDigits } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ADMIN_TRUCKS_PAGE_SIZE,
  type AdminTruckFilters,
  adminTrucksQuery,
} from '../../../features/admin/api/trucks.ts';
import {
  CardsSkeleton,
  type ChipOption,
  EmptyState,
  FilterChips,
  ListError,
  Pager,
} from '../../../features/admin/components/list-parts.tsx';
import { AdminTruckCard } from '../../../features/admin/components/truck-card.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

const QUERY_MAX = 60;
/** Listed and suspended trucks are what this screen acts on: they come first. */
const STATUS_ORDER: FoodTruckStatus[] = ['approved', 'suspended', 'pending', 'rejected'];

const isTruckStatus = (value: string | null): value is FoodTruckStatus =>
  FOOD_TRUCK_STATUSES.some((status) => status === value);

function filtersFromSearch(search: URLSearchParams): AdminTruckFilters {
  const q = search.get('q')?.trim().slice(0, QUERY_MAX);
  const status = search.get('status');
  const page = Math.floor(Number(search.get('page')));
  return {
    ...(q ? { q } : {}),
    ...(isTruckStatus(status) ? { status } : {}),
    ...(page > 1 && page <= 10_000 ? { page } : {}),
  };
}

function SearchForm({ filters }: { filters: AdminTruckFilters }) {
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(adminPaths.trucks({ ...(filters.status ? { status: filters.status } : {}), q: q.trim() }));
  };
  return (
    <search aria-label="푸드트럭 검색">
      <form onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold text-gray-800">
          검색어
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            value={q}
            maxLength={QUERY_MAX}
            onChange={(event) => setQ(event.target.value)}
            placeholder="트럭 이름, 상호, 사장님 이메일"
            className="h-12 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-3 text-base placeholder:text-gray-500"
          />
          <button
            type="submit"
            className="flex min-h-12 shrink-0 items-center rounded-xl bg-gray-900 px-5 text-base font-bold text-white"
          >
            검색
          </button>
        </div>
      </form>
    </search>
  );
}

/** 푸드트럭 관리: find a truck, suspend a listed one or reinstate a suspended one, always with a reason. */
export default function AdminTrucksPage() {
  useHead({ title: '푸드트럭 관리', noindex: true });
  const [search] = useSearchParams();
  const filters = filtersFromSearch(search);
  const list = useQuery(adminTrucksQuery(filters));
  const page = filters.page ?? 1;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ADMIN_TRUCKS_PAGE_SIZE)) : 1;
  const filtered = Boolean(filters.q || filters.status);
  const chips: ChipOption[] = [
    { key: 'all', label: '전체', to: adminPaths.trucks({ ...(filters.q ? { q: filters.q } : {}) }) },
    ...STATUS_ORDER.map((status) => ({
      key: status,
      label: FOOD_TRUCK_STATUS_LABELS[status],
      to: adminPaths.trucks({ ...(filters.q ? { q: filters.q } : {}), status }),
    })),
  ];

  return (
    <>
      <PageHeader title="푸드트럭 관리" back={false} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-10">
        <SearchForm key={search.toString()} filters={filters} />
        <FilterChips label="푸드트럭 상태" options={chips} current={filters.status ?? 'all'} />
        <section aria-labelledby="trucks-title">
          <h2 id="trucks-title" className="sr-only">
            푸드트럭 목록
          </h2>
          {list.isError && !list.data ? (
            <ListError message={list.error.message} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <CardsSkeleton />
          ) : list.data.data.length === 0 ? (
            <EmptyState
              title={filtered ? '조건에 맞는 푸드트럭이 없어요' : '등록된 푸드트럭이 없어요'}
              action={filtered ? { label: '조건 지우기', to: adminPaths.trucks() } : undefined}
            >
              {filtered ? '검색어나 상태를 바꿔 보세요.' : undefined}
            </EmptyState>
          ) : (
            <>
              <p className="mb-3 text-sm text-gray-600">총 {groupDigits(list.data.total)}대</p>
              <ul
                className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
                aria-busy={list.isPlaceholderData}
              >
                {list.data.data.map((truck) => (
                  <li key={truck.id}>
                    <AdminTruckCard truck={truck} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pages={pages}
                hrefFor={(to) => adminPaths.trucks({ ...filters, page: to })}
              />
            </>
          )}
        </section>
      </main>
    </>
  );
}
