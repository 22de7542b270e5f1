import { useNavigate } from 'react-router';
import { DevPage } from '../../../components/layout/dev-page.tsx';
import {
  useLoginMutation,
  useLogoutMutation,
  useRefreshSessionMutation,
} from '../../../features/auth/api/auth.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { useSession } from '../../../shell/session.ts';

const DEMO_ACCOUNTS = ['customer@example.com', 'vendor@example.com', 'admin@example.com'];

/**
 * Development page (docs/product.md § Screens): the session as the app sees it, and one-tap demo log-ins. Dev
 * builds and admins only.
 */
export default function TestLoginPage() {
  return (
    <DevPage>
      <TestLogin />
    </DevPage>
  );
}

function TestLogin() {
  useHead({ title: 'Test Login', noindex: true });
  const current = useSession();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const refresh = useRefreshSessionMutation();
  const logout = useLogoutMutation();
  return (
    <>
      <PageHeader title="Test Login" />
      <main id="main" className="space-y-4 px-4 py-6">
        <pre className="overflow-x-auto rounded-xl bg-gray-900 p-4 text-xs text-gray-100">
          {JSON.stringify(current, null, 2)}
        </pre>
        {DEMO_ACCOUNTS.map((email) => (
          <button
            key={email}
            type="button"
            className="flex min-h-12 w-full items-center justify-center rounded-xl bg-gray-100 font-semibold"
            onClick={() => login.mutate({ email, password: 'demo1234!' })}
          >
            {email} 로 로그인
          </button>
        ))}
        <button
          type="button"
          className="min-h-12 w-full rounded-xl bg-gray-900 font-semibold text-white"
          onClick={() => refresh.mutate()}
        >
          토큰 갱신 (refresh)
        </button>
        <button
          type="button"
          className="min-h-12 w-full rounded-xl border border-gray-300 font-semibold"
          onClick={() => void logout.mutateAsync().then(() => navigate('/'))}
        >
          로그아웃
        </button>
      </main>
    </>
  );
}
