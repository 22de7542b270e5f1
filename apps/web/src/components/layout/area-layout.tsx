import { type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { SkipLink } from '../../shell/layout/app-layout.tsx';
import { paths } from '../../shell/paths.ts';
import { PageSkeleton } from '../../shell/ui/skeleton.tsx';

export interface AreaNavItem {
  label: string;
  to: string;
  /** Current only on exactly its path (an area's overview, whose path starts every other section's). */
  end?: boolean;
}

/** What the app hands an area's layout: the screen, and which paths are screens today (to link only those). */
export interface AreaLayoutProps {
  children: ReactNode;
  hasScreen: (path: string) => boolean;
}

/** A section is current on its own path and any path under it (/admin/applications/… keeps 입점 심사 lit). */
export const isSectionActive = (to: string, pathname: string, end = false) =>
  pathname === to || (!end && pathname.startsWith(`${to}/`));

/**
 * The frame of a work area (사장님, 운영자): a top bar naming the area, its sections and the way back to 마이,
 * with no customer bottom navigation. The screen below brings its own page header (title, back).
 */
export function AreaLayout({
  area,
  badgeClassName,
  navLabel,
  nav,
  wide = false,
  children,
}: {
  area: string;
  badgeClassName: string;
  navLabel: string;
  nav: AreaNavItem[];
  /** Operators often work on a laptop: their area may use up to 768 px (still one column on a phone). */
  wide?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div
      className={`mx-auto min-h-dvh bg-white pb-[env(safe-area-inset-bottom)] shadow-sm print:max-w-none print:shadow-none ${wide ? 'max-w-3xl' : 'max-w-[480px]'}`}
    >
      <SkipLink />
      {/* Printed pages (a settlement statement) carry the document only. */}
      <div className="border-b border-gray-200 bg-gray-50 print:hidden">
        <div className="flex h-13 items-center justify-between gap-2 pl-4">
          <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${badgeClassName}`}>{area}</span>
          <Link
            to={paths.profile}
            aria-label={`${area} 화면 나가기 (마이로)`}
            className="flex min-h-11 shrink-0 items-center gap-1 px-4 text-sm font-medium text-gray-600"
          >
            나가기
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />
            </svg>
          </Link>
        </div>
        {/*
          Every section in sight, none behind another or the way out (decision 082): a row of their own, four to a
          row on a phone (the owners' four in one, the operators' eleven in three), six on a wide screen.
        */}
        <nav aria-label={navLabel} className="px-2 pb-2">
          <ul className={`grid grid-cols-4 gap-1 ${wide ? 'sm:grid-cols-6' : ''}`}>
            {nav.map((item) => {
              const active = isSectionActive(item.to, pathname, item.end);
              return (
                <li key={item.to} className="min-w-0">
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-11 items-center justify-center rounded-lg px-1 text-center text-[14px] whitespace-nowrap ${active ? 'bg-white font-bold text-gray-900 shadow-sm ring-1 ring-gray-200' : 'font-medium text-gray-600'}`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </div>
  );
}
