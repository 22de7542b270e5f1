import { ROUTES } from '@ft/shared';
import { Link, useLocation } from 'react-router';
import { isBookingFlowPath, paths, safeNextPath } from '../paths.ts';

const TABS = [
  { label: '홈', to: paths.home, icon: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z' },
  {
    label: '입점하기',
    to: paths.register,
    icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  },
  { label: '마이', to: paths.profile, icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0' },
] as const;

/** docs/product.md § Screens: 홈 is active only on "/", the other tabs on any path under them. */
export function isTabActive(tabPath: string, pathname: string): boolean {
  return tabPath === '/' ? pathname === '/' : pathname.startsWith(tabPath);
}

/**
 * Inside the request flow, and on the log-in it asks for, the tab bar is hidden: it took room from the step's
 * own action and invited leaving half-way by accident (docs/decisions/015). Its screens have a back
 * button, and the draft is kept either way.
 */
export function showsTabBar(pathname: string, search: string): boolean {
  if (isBookingFlowPath(pathname)) return false;
  if (pathname !== ROUTES.profile) return true;
  const next = safeNextPath(new URLSearchParams(search).get('next'));
  return !(next && isBookingFlowPath(new URL(next, 'http://app.invalid').pathname));
}

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    // The top line is an inset shadow, not a border, so the bar is exactly 3.5rem (plus the safe area) tall
    // and the action bars placed on top of it (`bottom-[calc(3.5rem+…)]`) sit above it, not over its edge.
    <nav
      aria-label="주요 메뉴"
      className="pb-safe fixed inset-x-0 bottom-0 z-40 mx-auto max-w-[480px] bg-white shadow-[inset_0_1px_0_var(--color-gray-200)]"
    >
      <ul className="grid grid-cols-3">
        {TABS.map((tab) => {
          const active = isTabActive(tab.to, pathname);
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium ${active ? 'text-gray-900' : 'text-gray-500'}`}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={active ? 2.2 : 1.7}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={tab.icon} />
                </svg>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
