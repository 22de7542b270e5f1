import { ROLE_REFUSALS } from '@ft/shared';
import { Link } from 'react-router';
import { useHead } from '../../shell/head.tsx';
import { PageHeader } from '../../shell/layout/page-header.tsx';
import { paths } from '../../shell/paths.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../shell/ui/button-styles.ts';

/**
 * A signed-in person on a screen their role does not open: says so, in the customers' frame, with a way on
 * (never a blank page or a redirect that could loop).
 */
export default function ForbiddenPage({ needs }: { needs: keyof typeof ROLE_REFUSALS }) {
  useHead({ title: '권한 없음', noindex: true });
  const { message, hint } = ROLE_REFUSALS[needs];
  return (
    <>
      <PageHeader title="권한 없음" />
      <main id="main" className="flex min-h-[65dvh] flex-col items-center justify-center px-6 text-center">
        <div
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-gray-100 text-gray-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="4" y="11" width="16" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
        </div>
        <h2 className="mt-5 text-xl font-bold">접근 권한이 없어요</h2>
        <p className="mt-2 text-[15px] text-gray-700">{message}</p>
        <p className="mt-1 text-sm text-gray-600">{hint}</p>
        <div className="mt-8 flex w-full max-w-xs flex-col gap-2">
          {needs === 'vendor' ? (
            <>
              <Link to={paths.register} className={PRIMARY_BUTTON}>
                입점 신청하기
              </Link>
              <Link to={paths.home} className={SECONDARY_BUTTON}>
                홈으로 가기
              </Link>
            </>
          ) : (
            <>
              <Link to={paths.home} className={PRIMARY_BUTTON}>
                홈으로 가기
              </Link>
              <Link to={paths.profile} className={SECONDARY_BUTTON}>
                마이페이지
              </Link>
            </>
          )}
        </div>
      </main>
    </>
  );
}
