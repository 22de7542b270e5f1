/** docs/product.md § States "Token refresh": renews the session cookie. */
export const SESSION_REFRESH_PATH = '/api/auth/refresh';

/** What a 401 that ends the session says (session-effects.tsx); a log-in afterwards takes it away (auth.ts). */
export const SESSION_EXPIRED_TOAST = {
  title: '로그인 만료',
  message: '로그인이 만료되었어요. 다시 로그인해주세요.',
};

/** The consent screen after a first Kakao log-in makes the account (docs/decisions/035). */
export const KAKAO_SIGNUP_PATH = '/api/v1/auth/kakao/signup';

/**
 * docs/product.md § States "On a 401": which calls are exempt — neither renewing the session nor ending it.
 * The log-out call is exempt (its failure is expected and handled), and so are log-in and both sign-ups: no
 * session existed, their 401 means wrong credentials (or a Kakao sign-up left too long) and is shown in the
 * form. So is the renewal itself: its 401 only means there was nothing to renew (it returns false), and
 * renewing for it would loop. Where the person goes after a 401 is their screen's access rule (RequireSession,
 * decision 078), not this module's.
 */
const EXEMPT_PATHS = [
  '/api/auth/logout',
  '/api/auth/login',
  '/api/auth/signup',
  KAKAO_SIGNUP_PATH,
  SESSION_REFRESH_PATH,
];

export function isExemptFromUnauthorizedHandling(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return EXEMPT_PATHS.includes(pathname);
}

/** An authentication error that names no target sends the person to sign in on the 마이 tab. */
export function authErrorTarget(target?: string | null): string {
  return target || '/profile';
}
