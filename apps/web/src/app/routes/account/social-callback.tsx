import type { PolicySlug } from '@ft/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useKakaoCallbackMutation } from '../../../features/auth/api/auth.ts';
import { isOwnKakaoState, takeKakaoState } from '../../../features/auth/components/kakao-button.tsx';
import { KakaoSignupForm } from '../../../features/auth/components/kakao-signup-form.tsx';
import { PolicyDialog } from '../../../features/policies/components/policy-dialog.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths, safeNextPath } from '../../../shell/paths.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

/**
 * Where Kakao sends the browser back (docs/product.md § Screens): check the state, hand the code to the
 * server, move on — or, for a first Kakao log-in, ask the consents before there is an account (decision 035).
 */
export default function SocialCallbackPage() {
  const { provider } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const [signup, setSignup] = useState<{ nickname: string; next: string } | null>(null);
  const [policy, setPolicy] = useState<PolicySlug | null>(null);
  useHead({ title: signup ? '카카오로 가입하기' : '로그인 중', noindex: true });
  const { mutateAsync: completeLogin, error: loginError } = useKakaoCallbackMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = search.get('code');
    const returned = search.get('state');
    const saved = takeKakaoState();
    if (provider !== 'kakao' || !code) {
      setRefused(search.get('error_description') ?? '로그인이 취소되었어요.');
      return;
    }
    if (!returned || !isOwnKakaoState(returned, saved.state)) {
      setRefused('로그인 요청이 만료되었거나 올바르지 않아요. 다시 시도해주세요.');
      return;
    }
    // A failure is shown from the mutation's error.
    // Back where the log-in was asked for (a booking step keeps its draft), never to another site.
    const next = safeNextPath(saved.next) ?? paths.profile;
    completeLogin({ code, state: returned }).then(
      (answer) => {
        if (answer.user) navigate(next, { replace: true });
        else setSignup({ nickname: answer.signup?.nickname ?? '카카오 사용자', next });
      },
      () => undefined,
    );
  }, [provider, search, navigate, completeLogin]);

  const error = refused ?? (loginError ? loginError.message || '로그인 처리 중 오류가 발생했습니다.' : null);

  if (signup && !error) {
    return (
      <>
        <PageHeader title="카카오로 가입하기" back={false} />
        <main id="main" className="px-4 py-6">
          <KakaoSignupForm
            nickname={signup.nickname}
            onDone={() => navigate(signup.next, { replace: true })}
            onViewPolicy={setPolicy}
          />
        </main>
        {policy && <PolicyDialog slug={policy} onClose={() => setPolicy(null)} />}
      </>
    );
  }

  return (
    <>
      <PageHeader title="카카오 로그인" back={false} />
      {error ? (
        <main id="main" className="px-4 py-16 text-center">
          <p role="alert" className="font-semibold">
            {error}
          </p>
          <Link
            to={paths.profile}
            className="mt-6 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white"
          >
            다시 로그인하기
          </Link>
        </main>
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
