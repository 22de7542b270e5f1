import { afterEach, describe, expect, it } from 'vitest';
import { hasAppHistory, parentPath } from './parent-path.ts';

describe('parentPath', () => {
  it.each([
    ['/foodtrucks/12', '/foodtrucks'],
    ['/foodtrucks', '/'],
    ['/bookings/edit/ab12', '/bookings'],
    ['/bookings/ab12', '/bookings'],
    ['/policies/terms', '/'],
    ['/foodtruck/bookings/ab12', '/foodtruck/bookings'],
    ['/register/apply', '/register'],
    ['/admin/applications/3', '/admin/applications'],
    ['/', '/'],
  ])('%s → %s', (path, parent) => {
    expect(parentPath(path)).toBe(parent);
  });
});

describe('hasAppHistory', () => {
  afterEach(() => window.history.replaceState(null, ''));
  it('is true only past the first entry React Router made', () => {
    window.history.replaceState(null, '');
    expect(hasAppHistory()).toBe(false);
    window.history.replaceState({ idx: 0 }, '');
    expect(hasAppHistory()).toBe(false);
    window.history.replaceState({ idx: 2 }, '');
    expect(hasAppHistory()).toBe(true);
  });
});
