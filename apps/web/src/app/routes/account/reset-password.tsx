import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { clearKeptWork, readKeptWork, writeKeptWork } from '../../../lib/kept-work.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { session } from '../../../shell/session.ts';
import { toast } from '../../../shell/ui/toast-store.ts';

const KEPT = 'reset-password:token';

/**
 * The emailed link opens here. The token is taken out of the address bar at once, so it is not left in the
 * history or a screenshot; this tab's sessionStorage keeps it until the new password is set.
 */
export default function ResetPasswordPage() {
  useHead({ title: '새 비밀번호 정하기', noindex: true });
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Kept for this tab until the password is set: a reload while typing still has its link.
  const [token] = useState(() => search.get('token') ?? readKeptWork<string>(KEPT) ?? '');
  useEffect(() => {
    if (!search.has('token')) return;
    writeKeptWork(KEPT, search.get('token'));
    navigate(paths.resetPassword, { replace: true });
  }, [search, navigate]);
  const done = () => {
    clearKeptWork(KEPT);
    // Every session of the account ended on the server, this tab's too: a guest now, shown the log-in.
    session.update({ user: null, initialized: true, loading: false });
    toast.success('비밀번호를 바꿨어요', '새 비밀번호로 로그인해주세요.');
    navigate(paths.profile);
  };
  return (
    <>
      <PageHeader title="새 비밀번호 정하기" />
      <main id="main" className="px-4 py-6">
        <ResetPasswordForm token={token} onDone={done} />
      </main>
    </>
  );
}
