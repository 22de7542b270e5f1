import { groupDigits } from '@ft/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';

/**
 * A row that scrolls sideways on a narrow phone keeps its current item in view (a tab or chip chosen from a
 * link, or opened from another screen, may sit past the right edge).
 */
function useCurrentInView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { search, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address (and so the current item) changes
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const bring = () => {
      const current = row.querySelector('[aria-current]');
      if (!current) return;
      const box = row.getBoundingClientRect();
      const item = current.getBoundingClientRect();
      if (item.right > box.right) row.scrollLeft += item.right - box.right + 16;
      else if (item.left < box.left) row.scrollLeft -= box.left - item.left + 16;
    };
    bring();
    // Counts arrive after the tabs and widen them: measure again whenever the row or one of its items resizes.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(bring);
    observer.observe(row);
    for (const item of row.querySelectorAll('li')) observer.observe(item);
    return () => observer.disconnect();
  }, [pathname, search]);
  return ref;
}

/**
 * A row scrolled sideways fades at its edges, so a cut item reads as "more this way"; at rest the fade falls
 * on the row's padding only.
 */
const EDGE_FADE =
  '[mask-image:linear-gradient(to_right,transparent,black_12px,black_calc(100%-12px),transparent)]';

/** The tabs under a screen's header (status, kind), sticky, scrolling sideways when they do not fit. */
export function TabBar({ label, children }: { label: string; children: ReactNode }) {
  const ref = useCurrentInView<HTMLElement>();
  return (
    <nav
      ref={ref}
      aria-label={label}
      className={`no-scrollbar sticky top-14 z-20 overflow-x-auto border-b border-gray-100 bg-white ${EDGE_FADE}`}
    >
      <ul className="flex w-max min-w-full px-1">{children}</ul>
    </nav>
  );
}

/** Cards on their way: the shape of what is coming, announced once. */
export function CardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="불러오는 중" className="space-y-3">
      {Array.from({ length: count }, (_, index) => `card-${index}`).map((key) => (
        <div key={key} aria-hidden="true" className="space-y-2 rounded-2xl border border-gray-200 p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not load: what happened and 다시 시도. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="py-16 text-center">
      <p className="text-lg font-bold">목록을 불러오지 못했어요</p>
      <p className="mt-1 text-sm text-gray-600">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mx-auto mt-6 flex min-h-12 w-40 items-center justify-center rounded-xl bg-gray-100 font-semibold"
      >
        다시 시도
      </button>
    </div>
  );
}

/** Nothing to show: a title, a line on why, and a way out when one helps. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: { label: string; to: string } | undefined;
}) {
  return (
    <div className="py-14 text-center">
      <p className="text-lg font-bold">{title}</p>
      {children && <p className="mt-1 text-sm text-gray-600">{children}</p>}
      {action && (
        <Link
          to={action.to}
          className="mx-auto mt-6 flex min-h-12 max-w-60 items-center justify-center rounded-xl bg-gray-100 font-semibold"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}

/** 이전 / 다음 with "2 / 5" between them; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const link =
    'flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-gray-300 px-4 font-semibold';
  return (
    <nav aria-label="페이지" className="mt-5 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link}>
          이전
        </Link>
      ) : (
        <span aria-hidden="true" className="min-w-11" />
      )}
      <p className="text-sm text-gray-700 tabular-nums">
        <span className="sr-only">현재 </span>
        {page} / {pages}
        <span className="sr-only"> 페이지</span>
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={link}>
          다음
        </Link>
      ) : (
        <span aria-hidden="true" className="min-w-11" />
      )}
    </nav>
  );
}

/** The `?page=` of a paged screen: a whole number from 1, anything else the first page. */
export function pageFromSearch(search: URLSearchParams): number {
  const asked = Math.floor(Number(search.get('page')));
  return asked > 1 && asked <= 10_000 ? asked : 1;
}

/**
 * A page of a paged list as cards: its error with 다시 시도, a skeleton, the empty state, then 총 N건, the cards
 * and the pager.
 */
export function PagedCards<T>({
  list,
  page,
  pageSize,
  hrefFor,
  empty,
  itemKey,
  card,
}: {
  list: {
    data?: { data: T[]; total: number };
    isError: boolean;
    error: { message: string } | null;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  empty: { title: string; body: ReactNode };
  itemKey: (item: T) => string | number;
  card: (item: T) => ReactNode;
}) {
  if (list.isError && !list.data) {
    return <ListError message={list.error?.message ?? ''} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <CardsSkeleton />;
  if (list.data.data.length === 0) return <EmptyState title={empty.title}>{empty.body}</EmptyState>;
  const pages = Math.max(1, Math.ceil(list.data.total / pageSize));
  return (
    <>
      <p className="mb-3 text-sm text-gray-600">총 {groupDigits(list.data.total)}건</p>
      <ul className="space-y-3" aria-busy={list.isPlaceholderData}>
        {list.data.data.map((item) => (
          <li key={itemKey(item)}>{card(item)}</li>
        ))}
      </ul>
      <Pager page={page} pages={pages} hrefFor={hrefFor} />
    </>
  );
}

export interface ChipOption {
  key: string;
  label: string;
  to: string;
}

/**
 * One-of filters as links (the choice lives in the address), in a row that scrolls sideways on a narrow
 * phone; the chosen one is `aria-current`.
 */
export function FilterChips({
  label,
  options,
  current,
}: {
  label: string;
  options: ChipOption[];
  current: string;
}) {
  const ref = useCurrentInView<HTMLElement>();
  return (
    <nav ref={ref} aria-label={label} className={`no-scrollbar -mx-4 overflow-x-auto ${EDGE_FADE}`}>
      <ul className="flex w-max gap-2 px-4 py-1">
        {options.map((option) => {
          const active = option.key === current;
          return (
            <li key={option.key} className="shrink-0">
              <Link
                to={option.to}
                replace
                aria-current={active ? 'true' : undefined}
                className={`flex min-h-11 items-center rounded-full border px-4 text-[15px] font-semibold ${
                  active ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 bg-white text-gray-800'
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A tab with its count (when known), read out as "정산 요청 3건". */
export function CountTab({
  label,
  count,
  to,
  current,
  highlight = false,
}: {
  label: string;
  count: number | undefined;
  to: string;
  current: boolean;
  /** A waiting count that asks for work shows in the brand colour. */
  highlight?: boolean;
}) {
  return (
    <Link
      to={to}
      replace
      aria-current={current ? 'page' : undefined}
      aria-label={count === undefined ? undefined : `${label} ${groupDigits(count)}건`}
      className={`flex min-h-12 items-center justify-center gap-1 border-b-2 px-2.5 text-[15px] font-semibold whitespace-nowrap ${
        current ? 'border-gray-900 text-gray-900' : 'border-transparent text-gray-600'
      }`}
    >
      {label}
      {count !== undefined && (
        <span
          className={`rounded-full px-1.5 text-xs tabular-nums ${highlight && count > 0 ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-700'}`}
        >
          {count > 999 ? '999+' : count}
        </span>
      )}
    </Link>
  );
}

/** Label and value rows of a card or a section. */
export function FactList({ facts, className = '' }: { facts: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`space-y-1 text-[15px] ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="shrink-0 text-gray-600">{label}</dt>
          <dd className="min-w-0 text-right break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
