import { Link, useNavigate } from 'react-router';
import { useDeleteAccountMutation } from '../../../features/account/api/settings.ts';
import { ConsentList } from '../../../features/account/components/consent-list.tsx';
import { NoticePreferences } from '../../../features/account/components/notice-preferences.tsx';
import { useLogoutMutation } from '../../../features/auth/api/auth.ts';
import { initializeSession } from '../../../features/auth/api/session.ts';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { toast } from '../../../shell/ui/toast-store.ts';

const POLICY_LINKS = [
  ['terms', '이용약관'],
  ['privacy', '개인정보처리방침'],
  ['location', '위치기반서비스 이용약관'],
  ['refund', '취소 및 환불 정책'],
] as const;

export default function SettingsPage() {
  useHead({ title: '설정', noindex: true });
  const navigate = useNavigate();
  const logoutMutation = useLogoutMutation();
  const deleteAccount = useDeleteAccountMutation();

  // mutateAsync, not mutate callbacks: the session ends first, which takes this signed-in screen away.
  const logout = async () => {
    await logoutMutation.mutateAsync();
    navigate(paths.home);
  };

  const removeAccount = async () => {
    const confirmed = await toast.confirm({
      title: '정말 탈퇴할까요?',
      message: '프로필과 로그인 정보가 지워지고 되돌릴 수 없어요. 진행 중인 예약 기록은 익명으로 남아요.',
      confirmLabel: '탈퇴하기',
      cancelLabel: '취소',
    });
    if (!confirmed) return;
    try {
      await deleteAccount.mutateAsync();
      await initializeSession();
      toast.info('탈퇴가 완료되었어요', '그동안 이용해주셔서 감사합니다.');
      navigate(paths.home);
    } catch (error) {
      toast.error('탈퇴하지 못했어요', (error as ApiErrorLike).message);
    }
  };

  return (
    <>
      <PageHeader title="설정" />
      <main id="main" className="pb-8">
        <NoticePreferences />

        <ConsentList />

        <nav aria-labelledby="settings-policies" className="border-t-8 border-gray-50 px-4 py-5">
          <h2 id="settings-policies" className="text-base font-bold">
            약관 및 정책
          </h2>
          <ul className="mt-2">
            {POLICY_LINKS.map(([slug, label]) => (
              <li key={slug}>
                <Link
                  to={paths.policy(slug)}
                  className="flex min-h-12 items-center justify-between text-[15px]"
                >
                  {label}
                  <span aria-hidden="true" className="text-gray-500">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-label="계정" className="border-t-8 border-gray-50 px-4 py-5">
          <button
            type="button"
            onClick={logout}
            className="flex min-h-12 w-full items-center justify-center rounded-xl bg-gray-100 font-semibold"
          >
            로그아웃
          </button>
          <button
            type="button"
            onClick={removeAccount}
            className="mt-3 flex min-h-11 w-full items-center justify-center text-sm text-gray-600 underline"
          >
            회원 탈퇴
          </button>
        </section>
      </main>
    </>
  );
}
