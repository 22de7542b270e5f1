/** docs/product.md § States "Token refresh": renews the session cookie. */
export const SESSION_REFRESH_PATH = '/api/auth/refresh';

/** The consent screen after a first Kakao log-in makes the account (docs/decisions/035). */
export const KAKAO_SIGNUP_PATH = '/api/v1/auth/kakao/signup';

/**
 * docs/product.md § States "On a 401": which calls are exempt — neither renewing the session nor ending it —
 * and where the person goes afterwards. The log-out call is exempt (its failure is expected and handled), and
 * so are log-in and both sign-ups: no session existed, their 401 means wrong credentials (or a Kakao sign-up
 * left too long) and is shown in the form. So is the renewal itself: its 401 only means there was nothing to
 * renew (it returns false), and renewing for it would loop.
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

/**
 * Stay on the home screen and on the vendor application (a draft is being written); otherwise go home, except
 * from the vendor and operator areas: their screens ask for log-in themselves and come back after it, where the
 * typed work is put back (lib/kept-work.ts; a deviation from the spec, docs/product.md).
 */
export function redirectAfterUnauthorized(pathname: string): string | null {
  if (pathname === '/' || pathname.startsWith('/register/apply')) return null;
  if (inArea(pathname, '/foodtruck') || inArea(pathname, '/admin')) return null;
  return '/';
}

const inArea = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** An authentication error that names no target sends the person to sign in on the 마이 tab. */
export function authErrorTarget(target?: string | null): string {
  return target || '/profile';
}
