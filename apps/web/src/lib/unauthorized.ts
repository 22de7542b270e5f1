/**
 * docs/product.md § States "On a 401": which calls are exempt, and where the person goes afterwards.
 * The log-out call is exempt (its failure is expected and handled), and so are log-in and sign-up: no
 * session existed, their 401 means wrong credentials and is shown in the form.
 */
const EXEMPT_PATHS = ['/api/auth/logout', '/api/auth/login', '/api/auth/signup'];

export function isExemptFromUnauthorizedHandling(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return EXEMPT_PATHS.includes(pathname);
}

/** Stay on the home screen and on the vendor application (a draft is being written); otherwise go home. */
export function redirectAfterUnauthorized(pathname: string): string | null {
  if (pathname === '/' || pathname.startsWith('/register/apply')) return null;
  return '/';
}

/** An authentication error that names no target sends the person to sign in on the 마이 tab. */
export function authErrorTarget(target?: string | null): string {
  return target || '/profile';
}
