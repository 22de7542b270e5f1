import { FOOD_TRUCK_SORT_LABELS, FOOD_TRUCK_SORTS, SIDO_LIST, shortSido } from '@ft/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { OpenRequestCta } from '../../../features/booking/components/open-request-cta.tsx';
import {
  filtersFromSearch,
  foodTrucksQuery,
  LIST_PAGE_SIZE,
  searchFromFilters,
  type TruckFilters,
} from '../../../features/foodtrucks/api/foodtrucks.ts';
import { TruckList } from '../../../features/foodtrucks/components/truck-list.tsx';
import { TruckSearchForm } from '../../../features/foodtrucks/components/truck-search-form.tsx';
import {
  activeCategoriesQuery,
  eventTypesQuery,
  truckSizesQuery,
  truckTypesQuery,
} from '../../../features/reference/api/reference.ts';
import { useHead } from '../../../lib/head.tsx';

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const select = useRef<HTMLSelectElement>(null);
  // The page works before its JavaScript arrives: a choice made before hydration is applied once it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at hydration matters
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && chosen !== value) onChange(chosen);
  }, []);
  return (
    <label className="relative shrink-0">
      <span className="sr-only">{label}</span>
      <select
        ref={select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`h-11 appearance-none rounded-full border pr-8 pl-4 text-sm font-medium ${value ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-200 bg-white text-gray-800'}`}
      >
        {children}
      </select>
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs ${value ? 'text-white' : 'text-gray-500'}`}
      >
        ▾
      </span>
    </label>
  );
}

function describeFilters(filters: TruckFilters, names: Record<string, string | undefined>): string {
  const parts = [
    filters.sido && shortSido(filters.sido),
    names.eventType,
    names.category,
    filters.keyword && `'${filters.keyword}'`,
  ];
  return parts.filter(Boolean).join(' · ');
}

export default function FoodTruckListPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);
  const trucks = useQuery({ ...foodTrucksQuery(filters), placeholderData: keepPreviousData });
  const events = useQuery(eventTypesQuery());
  const categories = useQuery(activeCategoriesQuery());
  const types = useQuery(truckTypesQuery());
  const sizes = useQuery(truckSizesQuery());

  const names = {
    eventType: events.data?.find((e) => e.slug === filters.eventType)?.name,
    category: categories.data?.find((c) => c.slug === filters.category)?.name,
  };
  const context = describeFilters(filters, names);
  useHead({
    title: context ? `${context} 푸드트럭` : '푸드트럭 찾기',
    description: `${context ? `${context} 조건의 ` : ''}출장 푸드트럭을 지역, 행사, 메뉴별로 비교하고 예약을 요청하세요.`,
  });

  const update = (patch: Partial<TruckFilters>) => {
    const next = { ...filters, ...patch, page: patch.page ?? 1 };
    navigate(paths.foodtrucks(searchFromFilters(next)));
  };
  const total = trucks.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const pageLink = (page: number) => paths.foodtrucks(searchFromFilters({ ...filters, page }));
  const hasFilters = Boolean(
    filters.sido ||
      filters.eventType ||
      filters.category ||
      filters.truckType ||
      filters.truckSize ||
      filters.keyword,
  );

  return (
    <>
      <PageHeader title="푸드트럭 찾기" />
      <main id="main" className="pb-6">
        <div className="px-4 pt-3">
          <TruckSearchForm key={filters.keyword ?? ''} defaultValue={filters.keyword} />
        </div>
        {/* min-w-0: a fieldset otherwise grows to fit its chips and widens the whole page instead of scrolling. */}
        <fieldset className="no-scrollbar mt-3 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1">
          <legend className="sr-only">필터</legend>
          <FilterSelect
            label="지역"
            value={filters.sido ?? ''}
            onChange={(v) => update({ sido: v || undefined, sigungu: undefined })}
          >
            <option value="">전체 지역</option>
            {SIDO_LIST.map((sido) => (
              <option key={sido} value={sido}>
                {shortSido(sido)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="행사 종류"
            value={filters.eventType ?? ''}
            onChange={(v) => update({ eventType: v || undefined })}
          >
            <option value="">행사 종류</option>
            {events.data?.map((e) => (
              <option key={e.slug} value={e.slug}>
                {e.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="메뉴"
            value={filters.category ?? ''}
            onChange={(v) => update({ category: v || undefined })}
          >
            <option value="">메뉴</option>
            {categories.data?.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="트럭 종류"
            value={filters.truckType ?? ''}
            onChange={(v) => update({ truckType: v || undefined })}
          >
            <option value="">트럭 종류</option>
            {types.data?.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="트럭 크기"
            value={filters.truckSize ?? ''}
            onChange={(v) => update({ truckSize: v || undefined })}
          >
            <option value="">트럭 크기</option>
            {sizes.data?.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </FilterSelect>
        </fieldset>

        <div className="mt-2 flex items-center justify-between px-4">
          <p className="text-sm text-gray-700" aria-live="polite">
            {trucks.data ? (
              <>
                <strong className="font-bold text-gray-900">{total.toLocaleString('ko-KR')}</strong>
                {trucks.data.totalCapped ? '개 이상의 푸드트럭' : '개의 푸드트럭'}
              </>
            ) : (
              '불러오는 중…'
            )}
          </p>
          <label className="flex items-center">
            <span className="sr-only">정렬</span>
            <select
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value as TruckFilters['sort'] })}
              className="h-11 bg-transparent pr-1 text-right text-sm font-medium text-gray-800"
            >
              {FOOD_TRUCK_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {FOOD_TRUCK_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className="px-4">
          {trucks.isError ? (
            <div role="alert" className="py-16 text-center">
              <p className="font-semibold">{trucks.error.message}</p>
              <button
                type="button"
                onClick={() => trucks.refetch()}
                className="mt-4 min-h-11 rounded-xl bg-gray-100 px-5 font-semibold"
              >
                다시 시도
              </button>
            </div>
          ) : trucks.data && trucks.data.data.length === 0 ? (
            <div className="py-16 text-center">
              <p className="font-semibold text-gray-900">조건에 맞는 푸드트럭이 없어요</p>
              <p className="mt-1 text-sm text-gray-600">지역이나 메뉴 조건을 바꿔 다시 찾아보세요.</p>
              {hasFilters && (
                <Link
                  to={paths.foodtrucks()}
                  className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-gray-100 px-5 font-semibold"
                >
                  조건 초기화
                </Link>
              )}
            </div>
          ) : (
            <TruckList trucks={trucks.data?.data} loading={trucks.isPending} />
          )}
        </div>

        {lastPage > 1 && (
          <nav aria-label="페이지" className="mt-4 flex items-center justify-center gap-2 px-4">
            {filters.page > 1 ? (
              <Link
                to={pageLink(filters.page - 1)}
                className="flex min-h-11 items-center rounded-xl border border-gray-200 px-4 text-sm font-medium"
              >
                이전
              </Link>
            ) : null}
            <span className="px-2 text-sm text-gray-700" aria-current="page">
              {filters.page} / {lastPage}
            </span>
            {filters.page < lastPage ? (
              <Link
                to={pageLink(filters.page + 1)}
                className="flex min-h-11 items-center rounded-xl border border-gray-200 px-4 text-sm font-medium"
              >
                다음
              </Link>
            ) : null}
          </nav>
        )}
        <OpenRequestCta className="mt-6" />
      </main>
    </>
  );
}
