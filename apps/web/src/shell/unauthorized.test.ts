import { describe, expect, it } from 'vitest';
import { authErrorTarget, isExemptFromUnauthorizedHandling } from './unauthorized.ts';

describe('401 rules (docs/product.md § States)', () => {
  it('exempts log-out, log-in and sign-up whose 401 means wrong credentials, and the renewal itself', () => {
    expect(isExemptFromUnauthorizedHandling('/api/auth/logout')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/auth/login')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/auth/signup')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/auth/refresh')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/auth/refresh?x=1')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/v1/users/profile')).toBe(false);
  });

  it('sends an authentication error without a target to /profile', () => {
    expect(authErrorTarget()).toBe('/profile');
    expect(authErrorTarget(null)).toBe('/profile');
    expect(authErrorTarget('/bookings')).toBe('/bookings');
  });
});
