import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageSkeleton } from '../ui/skeleton.tsx';
import { SkipLink } from './app-layout.tsx';

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

/** Which ends of a sideways list have sections out of sight (a pixel of rounding is not a hidden section). */
export function hiddenSides(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** A wide fade on each end that hides sections, so the bar shows it scrolls; none on an end with nothing more. */
const FADES = {
  none: '',
  start: '[mask-image:linear-gradient(to_right,transparent,black_40px)]',
  end: '[mask-image:linear-gradient(to_left,transparent,black_40px)]',
  both: '[mask-image:linear-gradient(to_right,transparent,black_40px,black_calc(100%-40px),transparent)]',
} as const;

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
  // On a narrow phone the sections scroll sideways: the current one is brought into view.
  const navRef = useRef<HTMLElement>(null);
  const [fade, setFade] = useState<keyof typeof FADES>('none');
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const measure = () => {
      const sides = hiddenSides(nav.scrollLeft, nav.clientWidth, nav.scrollWidth);
      setFade(sides.start && sides.end ? 'both' : sides.start ? 'start' : sides.end ? 'end' : 'none');
    };
    measure();
    nav.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      nav.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path (and so the current section) changes
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    const box = nav.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.right > box.right) nav.scrollLeft += item.right - box.right + 12;
    else if (item.left < box.left) nav.scrollLeft -= box.left - item.left + 12;
  }, [pathname]);
  return (
    <div
      className={`mx-auto min-h-dvh bg-white pb-[env(safe-area-inset-bottom)] shadow-sm print:max-w-none print:shadow-none ${wide ? 'max-w-3xl' : 'max-w-[480px]'}`}
    >
      <SkipLink />
      {/* Printed pages (a settlement statement) carry the document only. */}
      <div className="flex h-13 items-center gap-1 border-b border-gray-200 bg-gray-50 pl-3 print:hidden">
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${badgeClassName}`}>
          {area}
        </span>
        <nav
          ref={navRef}
          aria-label={navLabel}
          className={`no-scrollbar min-w-0 flex-1 overflow-x-auto ${FADES[fade]}`}
        >
          <ul className="flex">
            {nav.map((item) => {
              const active = isSectionActive(item.to, pathname, item.end);
              return (
                <li key={item.to} className="shrink-0">
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-11 items-center px-3 text-[15px] ${active ? 'font-bold text-gray-900' : 'font-medium text-gray-600'}`}
                  >
                    <span className={active ? 'border-b-2 border-gray-900 pb-0.5' : 'pb-0.5'}>
                      {item.label}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Link
          to={paths.profile}
          aria-label={`${area} 화면 나가기 (마이로)`}
          className="flex min-h-11 shrink-0 items-center gap-1 px-3 text-sm font-medium text-gray-600"
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
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </div>
  );
}
