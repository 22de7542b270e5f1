import { POLICY_SLUGS, type PolicySlug, type User } from '@ft/shared';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { adminPaths } from '../../../features/admin/paths.ts';
import { initializeSession } from '../../../features/auth/api/session.ts';
import { LoginForm, SignupForm } from '../../../features/auth/components/credential-forms.tsx';
import { KakaoButton } from '../../../features/auth/components/kakao-button.tsx';
import { PolicyDialog } from '../../../features/policies/components/policy-dialog.tsx';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { isBookingFlowPath, paths, safeNextPath } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

/** Where the log-in returns to (`?next=`, a same-app path), and whether a booking request asked for it. */
function useLogInTarget() {
  const [search] = useSearchParams();
  const next = safeNextPath(search.get('next'));
  const forBooking = next !== null && isBookingFlowPath(new URL(next, 'http://app.invalid').pathname);
  return { next: next ?? paths.profile, forBooking };
}

function GuestView({ forBooking, next }: { forBooking: boolean; next: string }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<'login' | 'signup'>('login');
  // A policy opened from a consent's 보기 is read over the form: the sign-up keeps what was typed.
  const [policy, setPolicy] = useState<PolicySlug | null>(null);
  const done = () => navigate(next, { replace: true });
  return (
    <main id="main" className="px-4 py-6">
      {forBooking ? (
        // Asked for half-way through a request: say why, and that nothing typed is lost.
        <>
          <h2 className="text-2xl leading-snug font-extrabold tracking-tight">
            예약 요청을 보내려면
            <br />
            로그인이 필요해요
          </h2>
          <p className="mt-2 text-[15px] text-gray-600">
            입력한 내용은 그대로 저장돼 있어요. 로그인하거나 가입하면 이어서 작성할 수 있어요.
          </p>
        </>
      ) : (
        <>
          <h2 className="text-2xl leading-snug font-extrabold tracking-tight">
            로그인하고
            <br />
            푸드트럭 예약을 시작하세요
          </h2>
          <p className="mt-2 text-[15px] text-gray-600">예약 내역 확인과 입점 신청도 여기서 할 수 있어요.</p>
        </>
      )}
      <div className="mt-6">
        <KakaoButton next={next} />
      </div>
      <div
        role="tablist"
        aria-label="이메일 로그인 또는 회원가입"
        className="mb-5 grid grid-cols-2 rounded-xl bg-gray-100 p-1"
      >
        {(
          [
            ['login', '로그인'],
            ['signup', '회원가입'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={`min-h-11 rounded-lg text-[15px] font-semibold ${tab === key ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'login' ? (
          <LoginForm onDone={done} />
        ) : (
          <SignupForm onDone={done} onViewPolicy={setPolicy} />
        )}
      </div>
      {policy && <PolicyDialog slug={policy} onClose={() => setPolicy(null)} />}
    </main>
  );
}

const ROLE_BADGE: Record<User['role'], string | null> = { customer: null, vendor: '사장님', admin: '운영자' };

function MenuLink({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center justify-between px-4 text-[15px] font-medium text-gray-900 active:bg-gray-50"
      >
        {children}
        <span aria-hidden="true" className="text-gray-500">
          ›
        </span>
      </Link>
    </li>
  );
}

/** The way into a work area (사장님, 운영자): only for the people its screens are for. */
function WorkArea({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <nav aria-labelledby={id} className="border-t-8 border-gray-50">
      <h2 id={id} className="px-4 pt-4 pb-1 text-sm font-semibold text-gray-600">
        {title}
      </h2>
      <ul className="divide-y divide-gray-100">{children}</ul>
    </nav>
  );
}

function MemberView({ user }: { user: User }) {
  const badge = ROLE_BADGE[user.role];
  return (
    <main id="main" className="pb-6">
      <section aria-label="내 프로필" className="flex items-center gap-4 px-4 py-6">
        <div
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
        >
          {user.nickname.slice(0, 1)}
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-lg font-bold">
            <span className="truncate">{user.nickname}</span>
            {badge && (
              <span className="rounded-full bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">
                {badge}
              </span>
            )}
          </p>
          {user.email && <p className="truncate text-sm text-gray-600">{user.email}</p>}
        </div>
        <Link
          to={paths.profileEdit}
          className="flex min-h-11 items-center rounded-xl bg-gray-100 px-4 text-sm font-semibold"
        >
          프로필 수정
        </Link>
      </section>
      {user.role === 'admin' && (
        <WorkArea title="운영자">
          <MenuLink to={paths.admin}>운영 현황</MenuLink>
          <MenuLink to={adminPaths.applications()}>입점 심사</MenuLink>
        </WorkArea>
      )}
      {user.role === 'vendor' && (
        <WorkArea title="사장님">
          <MenuLink to={vendorPaths.bookings()}>예약 관리</MenuLink>
          <MenuLink to={vendorPaths.inquiries()}>받은 문의</MenuLink>
          <MenuLink to={vendorPaths.calendar()}>캘린더</MenuLink>
          <MenuLink to={vendorPaths.settlement()}>정산 내역</MenuLink>
          <MenuLink to={vendorPaths.trucks}>내 푸드트럭</MenuLink>
        </WorkArea>
      )}
      <nav aria-label="마이 메뉴" className="border-t-8 border-gray-50">
        <ul className="divide-y divide-gray-100">
          <MenuLink to={paths.bookings}>예약 내역</MenuLink>
          <MenuLink to={paths.keptTrucks}>찜한 푸드트럭</MenuLink>
          {user.role !== 'admin' && <MenuLink to={paths.register}>입점 신청 상태</MenuLink>}
          <MenuLink to={paths.settings}>설정</MenuLink>
        </ul>
      </nav>
      <nav aria-label="약관 및 정책" className="mt-6 border-t-8 border-gray-50 px-4 pt-4">
        <ul className="flex flex-wrap gap-x-4 text-sm text-gray-600">
          {POLICY_SLUGS.slice(0, 2).map((slug) => (
            <li key={slug}>
              <Link
                to={paths.policy(slug)}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                {slug === 'terms' ? '이용약관' : '개인정보처리방침'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

export default function ProfilePage() {
  const { user, initialized, unavailable } = useSession();
  const { next, forBooking } = useLogInTarget();
  // The request flow's log-in is a step of that flow (no tab bar there): a back button to the last step.
  const bookingGate = forBooking && !user;
  useHead({ title: bookingGate ? '로그인' : '마이페이지', noindex: true });
  return (
    <>
      <PageHeader title={bookingGate ? '로그인' : '마이'} back={bookingGate} />
      {user ? (
        <MemberView user={user} />
      ) : initialized ? (
        <GuestView forBooking={forBooking} next={next} />
      ) : !unavailable ? (
        <PageSkeleton />
      ) : (
        <main id="main" className="px-4 py-16 text-center">
          <p className="font-semibold">로그인 상태를 확인하지 못했어요.</p>
          <button
            type="button"
            onClick={() => void initializeSession()}
            className="mt-4 min-h-11 rounded-xl bg-gray-100 px-5 font-semibold"
          >
            다시 시도
          </button>
        </main>
      )}
    </>
  );
}
