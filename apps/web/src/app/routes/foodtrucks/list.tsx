import {
  FOOD_TRUCK_SORT_LABELS,
  FOOD_TRUCK_SORTS,
  groupDigits,
  SIDO_LIST,
  seoulDate,
  shortSido,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OpenRequestCta } from '../../../features/booking/components/open-request-cta.tsx';
import {
  activeFilterCount,
  BUDGETS,
  budgetFromValue,
  budgetValue,
  GUEST_COUNTS,
  searchFromFilters,
  withoutFilters,
} from '../../../features/foodtrucks/api/filters.ts';
import {
  filtersFromSearch,
  foodTrucksQuery,
  LIST_PAGE_SIZE,
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
import { normalizeError } from '../../../shell/errors/normalize.ts';
import { formatEventDate } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';

const SIDO_OPTIONS = SIDO_LIST.map((sido) => ({ slug: sido, name: shortSido(sido) }));
const GUEST_OPTIONS = GUEST_COUNTS.map((n) => ({ slug: String(n), name: `${groupDigits(n)}명` }));
const BUDGET_OPTIONS = BUDGETS.map((b) => ({ slug: budgetValue(b), name: b.label }));

const chipLook = (on: boolean) =>
  `h-11 rounded-full border pr-8 pl-4 text-sm font-medium ${on ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-200 bg-white text-gray-800'}`;

/** A filter chip: a select whose first choice (`all`) is no filter. */
function FilterSelect({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly { slug: string; name: string }[] | undefined;
  value: string;
  onChange: (value: string) => void;
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
        className={`appearance-none ${chipLook(Boolean(value))}`}
      >
        <option value="">{all}</option>
        {options?.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name}
          </option>
        ))}
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

/** 날짜: the chip shows the day chosen; the phone's own date picker, laid over it, chooses it. */
function DateChip({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="relative shrink-0">
      <span aria-hidden="true" className={`flex items-center ${chipLook(Boolean(value))}`}>
        {value ? formatEventDate(value) : '날짜'}
      </span>
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs ${value ? 'text-white' : 'text-gray-500'}`}
      >
        ▾
      </span>
      <input
        type="date"
        aria-label="행사 날짜"
        value={value}
        min={seoulDate()}
        onChange={(e) => onChange(e.target.value)}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      />
    </label>
  );
}

export default function FoodTruckListPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);
  // Always tried, even when the browser says it is offline: the request fails at once and says so (with
  // 다시 시도) instead of waiting silently while the old results sit under the new filters. Once back online
  // a list that failed loads by itself ('always' alone would turn that off).
  const trucks = useQuery({
    ...foodTrucksQuery(filters),
    networkMode: 'always',
    refetchOnReconnect: true,
  });
  const events = useQuery(eventTypesQuery());
  const categories = useQuery(activeCategoriesQuery());
  const types = useQuery(truckTypesQuery());
  const sizes = useQuery(truckSizesQuery());
  const chips = [
    { key: 'sido', label: '지역', all: '전체 지역', options: SIDO_OPTIONS },
    { key: 'eventType', label: '행사 종류', all: '행사 종류', options: events.data },
    { key: 'category', label: '메뉴', all: '메뉴', options: categories.data },
    { key: 'truckType', label: '트럭 종류', all: '트럭 종류', options: types.data },
    { key: 'truckSize', label: '트럭 크기', all: '트럭 크기', options: sizes.data },
  ] as const;
  /** The filters in words ("부산 · 기업 행사 · '커피'"), for the title and for saying whose results are shown. */
  const describe = (f: TruckFilters) =>
    [
      f.date && formatEventDate(f.date),
      f.guests && `${groupDigits(f.guests)}명`,
      BUDGET_OPTIONS.find((o) => o.slug === budgetValue(f))?.name,
      ...chips.map((chip) => chip.options?.find((o) => o.slug === f[chip.key])?.name),
      f.keyword && `'${f.keyword}'`,
    ]
      .filter(Boolean)
      .join(' · ');
  const context = describe(filters);
  useHead({
    title: context ? `${context} 푸드트럭` : '푸드트럭 찾기',
    description: `${context ? `${context} 조건의 ` : ''}출장 푸드트럭을 지역, 행사, 메뉴별로 비교하고 예약을 요청하세요.`,
  });

  const update = (patch: Partial<TruckFilters>) => {
    const next = { ...filters, ...patch, page: patch.page ?? 1 };
    navigate(paths.foodtrucks(searchFromFilters(next)));
  };
  const resetLink = paths.foodtrucks(searchFromFilters(withoutFilters(filters)));
  const total = trucks.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const pageLink = (page: number) => paths.foodtrucks(searchFromFilters({ ...filters, page }));
  const activeCount = activeFilterCount(filters);

  return (
    <>
      <PageHeader title="푸드트럭 찾기" />
      <main id="main" className="pb-6">
        <div className="px-4 pt-3">
          <TruckSearchForm key={filters.keyword ?? ''} defaultValue={filters.keyword} />
        </div>
        {/* Stays under the header while the list scrolls: what is on, how many, and 초기화 are always in reach. */}
        <div className="sticky top-14 z-20 mt-3 border-b border-gray-100 bg-white py-2">
          {/* min-w-0: a fieldset otherwise grows to fit its chips and widens the whole page instead of scrolling. */}
          <fieldset className="flex min-w-0 items-center">
            <legend className="sr-only">필터</legend>
            {activeCount > 0 && (
              <div className="flex shrink-0 items-center border-r border-gray-200 pl-4">
                <span className="text-sm font-bold text-gray-900">
                  필터 <span className="text-brand-700">{activeCount}</span>
                </span>
                <Link
                  to={resetLink}
                  aria-label={`필터 ${activeCount}개 초기화`}
                  className="flex h-11 items-center gap-1 px-3 text-sm font-medium text-gray-700"
                >
                  초기화
                </Link>
              </div>
            )}
            <div className="no-scrollbar flex min-w-0 flex-1 gap-2 overflow-x-auto px-3 py-0.5">
              <DateChip value={filters.date ?? ''} onChange={(v) => update({ date: v || undefined })} />
              <FilterSelect
                label="인원"
                all="인원"
                options={GUEST_OPTIONS}
                value={filters.guests === undefined ? '' : String(filters.guests)}
                onChange={(v) => update({ guests: v ? Number(v) : undefined })}
              />
              <FilterSelect
                label="예산"
                all="예산"
                options={BUDGET_OPTIONS}
                value={budgetValue(filters)}
                onChange={(v) => update({ minPrice: undefined, maxPrice: undefined, ...budgetFromValue(v) })}
              />
              {chips.map((chip) => (
                <FilterSelect
                  key={chip.key}
                  label={chip.label}
                  all={chip.all}
                  options={chip.options}
                  value={filters[chip.key] ?? ''}
                  // A 시·군·구 belongs to its 시·도.
                  onChange={(v) =>
                    update({
                      [chip.key]: v || undefined,
                      sigungu: chip.key === 'sido' ? undefined : filters.sigungu,
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
        </div>

        {budgetValue(filters) && (
          <p className="px-4 pt-2 text-xs text-gray-600">
            예산은 {filters.guests ? `${groupDigits(filters.guests)}명` : '트럭별 최소 인원'} 기준, 출장비를
            더한 가장 낮은 예상 금액으로 찾아요.
          </p>
        )}
        <div className="mt-2 flex items-center justify-between px-4">
          <p className="text-sm text-gray-700" aria-live="polite">
            {trucks.data ? (
              <>
                <strong className="font-bold text-gray-900">{groupDigits(total)}</strong>
                {trucks.data.totalCapped ? '개 이상의 푸드트럭' : '개의 푸드트럭'}
              </>
            ) : trucks.isError ? null : (
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
          {trucks.data ? (
            trucks.data.data.length === 0 ? (
              <div className="py-16 text-center">
                <p className="font-semibold text-gray-900">조건에 맞는 푸드트럭이 없어요</p>
                <p className="mt-1 text-sm text-gray-600">
                  {filters.date ? '날짜나 ' : ''}지역, 메뉴 조건을 바꿔 다시 찾아보세요.
                </p>
                {(activeCount > 0 || filters.keyword) && (
                  <Link
                    to={paths.foodtrucks()}
                    className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-gray-100 px-5 font-semibold"
                  >
                    조건 초기화
                  </Link>
                )}
              </div>
            ) : (
              <TruckList trucks={trucks.data.data} date={filters.date} />
            )
          ) : trucks.isError ? (
            // Never the old results under the new filters: what could not be loaded, and 다시 시도.
            <div className="mt-2 rounded-2xl bg-gray-50 px-4 py-6 text-center">
              <p className="font-semibold text-gray-900">{context || '전체'} 푸드트럭을 불러오지 못했어요</p>
              <p className="mt-1 text-sm text-gray-600">{normalizeError(trucks.error).userMessage}</p>
              <button
                type="button"
                onClick={() => trucks.refetch()}
                disabled={trucks.isFetching}
                className="mt-4 min-h-11 rounded-xl bg-white px-5 font-semibold text-gray-900 ring-1 ring-gray-300 disabled:opacity-60"
              >
                다시 시도
              </button>
            </div>
          ) : (
            // New filters' results on the way: a skeleton, never the old list under the new filters.
            <TruckList loading />
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
