import { SOCIAL_LOGIN_MESSAGES } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { siteQuery } from '../../../shell/site.ts';
import { useKakaoLoginUrlMutation } from '../api/auth.ts';

const STATE_KEY = 'ft.kakao.state';
const NEXT_KEY = 'ft.kakao.next';

/**
 * The callback page checks the state it finds in the URL against the one saved here (docs/product.md §
 * Screens, docs/product.md § Accounts).
 */
export function takeKakaoState(): { state: string | null; next: string | null } {
  const state = sessionStorage.getItem(STATE_KEY);
  const next = sessionStorage.getItem(NEXT_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.removeItem(NEXT_KEY);
  return { state, next };
}

/**
 * Kakao hands back the server's guard, a dot, then the state this browser saved: the server checks the guard
 * against its cookie (the protection), the page checks its own part (that it started this log-in).
 */
export function isOwnKakaoState(returned: string | null, saved: string | null): boolean {
  if (!returned || !saved) return false;
  return returned.slice(returned.indexOf('.') + 1) === saved;
}

/**
 * 카카오로 시작하기 and the 또는 이메일로 line that leads on to the email forms: only when the server says Kakao
 * log-in can work here (GET /api/v1/site, which comes with the page). Without it, nothing: a button that can
 * only fail is not offered.
 */
export function KakaoButton({ next }: { next: string }) {
  const site = useQuery(siteQuery());
  if (!site.data?.kakaoLogin) return null;
  return (
    <>
      <KakaoStart next={next} />
      <div className="my-6 flex items-center gap-3 text-sm text-gray-600">
        <span className="h-px flex-1 bg-gray-200" />
        또는 이메일로
        <span className="h-px flex-1 bg-gray-200" />
      </div>
    </>
  );
}

function KakaoStart({ next }: { next: string }) {
  const loginUrl = useKakaoLoginUrlMutation();
  const start = async () => {
    // A failure is shown below from the mutation's error.
    const answer = await loginUrl.mutateAsync().catch(() => null);
    if (!answer) return;
    sessionStorage.setItem(STATE_KEY, answer.state);
    sessionStorage.setItem(NEXT_KEY, next);
    window.location.assign(answer.url);
  };
  const error = loginUrl.error;
  return (
    <div>
      <button
        type="button"
        onClick={() => void start()}
        // Stays disabled while the browser leaves for Kakao.
        disabled={loginUrl.isPending || loginUrl.isSuccess}
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-[#FEE500] text-base font-bold text-[#191919] disabled:opacity-60"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="#191919">
          <path d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.6c-.1.3.3.6.6.4l4.2-2.8c.5.1 1 .1 1.5.1 5.5 0 10-3.6 10-8S17.5 3 12 3z" />
        </svg>
        카카오로 시작하기
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error.code === 'KAKAO_NOT_CONFIGURED'
            ? '지금은 카카오 로그인을 사용할 수 없어요. 이메일로 로그인해주세요.'
            : error.message || SOCIAL_LOGIN_MESSAGES.urlCreationFailed}
        </p>
      )}
    </div>
  );
}
