import { describe, expect, it } from 'vitest';
import {
  authErrorTarget,
  isExemptFromUnauthorizedHandling,
  redirectAfterUnauthorized,
  returnAfterLogIn,
} from './unauthorized.ts';

describe('401 rules (docs/product.md § States)', () => {
  it('exempts log-out, log-in and sign-up whose 401 means wrong credentials, and the renewal itself', () => {
    expect(isExemptFromUnauthorizedHandling('/api/auth/logout')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/auth/login')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/auth/signup')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/auth/refresh')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/auth/refresh?x=1')).toBe(true);
    expect(isExemptFromUnauthorizedHandling('/api/v1/users/profile')).toBe(false);
  });

  it('sends the person home, except from home itself and the vendor application', () => {
    expect(redirectAfterUnauthorized('/profile-edit')).toBe('/');
    expect(redirectAfterUnauthorized('/bookings/3')).toBe('/');
    expect(redirectAfterUnauthorized('/')).toBeNull();
    expect(redirectAfterUnauthorized('/register/apply')).toBeNull();
    expect(redirectAfterUnauthorized('/register')).toBe('/');
  });

  it('offers a way back after log-in from the vendor and operator areas, whose typed work is kept', () => {
    expect(returnAfterLogIn('/foodtruck/bookings/b1?truck=3')).toBe('/foodtruck/bookings/b1?truck=3');
    expect(returnAfterLogIn('/admin/applications/7')).toBe('/admin/applications/7');
    expect(returnAfterLogIn('/admin')).toBe('/admin');
    expect(returnAfterLogIn('/administrator')).toBeNull();
    expect(returnAfterLogIn('/bookings/3')).toBeNull();
    expect(returnAfterLogIn('/')).toBeNull();
  });

  it('sends an authentication error without a target to /profile', () => {
    expect(authErrorTarget()).toBe('/profile');
    expect(authErrorTarget(null)).toBe('/profile');
    expect(authErrorTarget('/bookings')).toBe('/bookings');
  });
});
