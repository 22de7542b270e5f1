import { useState } from 'react';
import { type ApiErrorLike, apiRequest } from '../../../lib/api-client.ts';
import { randomHex } from '../../../lib/random.ts';

const STATE_KEY = 'ft.kakao.state';
const NEXT_KEY = 'ft.kakao.next';

/** The callback page checks the state it finds in the URL against the one saved here (spec §2, DESIGN §4). */
export function takeKakaoState(): { state: string | null; next: string | null } {
  const state = sessionStorage.getItem(STATE_KEY);
  const next = sessionStorage.getItem(NEXT_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.removeItem(NEXT_KEY);
  return { state, next };
}

/** Spec §7: the login URL may arrive as data.login_url, login_url, url or a plain string. */
function loginUrlOf(answer: unknown): string | null {
  if (typeof answer === 'string') return answer;
  const a = answer as { data?: { login_url?: string }; login_url?: string; url?: string } | null;
  return a?.data?.login_url ?? a?.login_url ?? a?.url ?? null;
}

export function KakaoButton({ next }: { next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const start = async () => {
    setError(null);
    setPending(true);
    try {
      const state = randomHex(16);
      const answer = await apiRequest<unknown>('/api/auth/kakao/login', { query: { state } });
      const url = loginUrlOf(answer);
      if (!url) throw new Error('카카오 로그인 URL 생성에 실패했습니다.');
      sessionStorage.setItem(STATE_KEY, state);
      sessionStorage.setItem(NEXT_KEY, next);
      window.location.assign(url);
    } catch (e) {
      const apiError = e as ApiErrorLike;
      setError(
        apiError.code === 'KAKAO_NOT_CONFIGURED'
          ? '지금은 카카오 로그인을 사용할 수 없어요. 이메일로 로그인해주세요.'
          : apiError.message || '카카오 로그인 URL 생성에 실패했습니다.',
      );
      setPending(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        onClick={start}
        disabled={pending}
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-[#FEE500] text-base font-bold text-[#191919] disabled:opacity-60"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="#191919">
          <path d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.6c-.1.3.3.6.6.4l4.2-2.8c.5.1 1 .1 1.5.1 5.5 0 10-3.6 10-8S17.5 3 12 3z" />
        </svg>
        카카오로 시작하기
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
