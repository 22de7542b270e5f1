import { describe, expect, it } from 'vitest';
import { fillRoute, matchesRoute, ROUTES, routePrefix } from './routes.ts';

describe('route table', () => {
  it('fills parameters, encoded', () => {
    expect(fillRoute(ROUTES.foodtruck, { id: 12 })).toBe('/foodtrucks/12');
    expect(fillRoute(ROUTES.booking, { id: 'a/b c' })).toBe('/bookings/a%2Fb%20c');
  });

  it('matches a path to its pattern, one segment per parameter', () => {
    expect(matchesRoute(ROUTES.foodtruck, '/foodtrucks/3')).toBe(true);
    expect(matchesRoute(ROUTES.foodtruck, '/foodtrucks')).toBe(false);
    expect(matchesRoute(ROUTES.foodtruck, '/foodtrucks/3/menu')).toBe(false);
    expect(matchesRoute(ROUTES.socialCallback, '/api/auth/kakao/callback')).toBe(true);
    expect(matchesRoute(ROUTES.home, '/')).toBe(true);
    expect(matchesRoute(ROUTES.home, '/x')).toBe(false);
    expect(matchesRoute('/admin/*', '/admin/settlements/4')).toBe(true);
  });

  it('gives the fixed part of a pattern', () => {
    expect(routePrefix(ROUTES.bookingEdit)).toBe('/bookings/edit');
    expect(routePrefix(ROUTES.settings)).toBe('/settings');
  });
});
