import { describe, expect, it } from 'vitest';
import {
  apiBudgetKind,
  deviceConditions,
  imageBudgetKind,
  isKeyFlow,
  memoryPressure,
  performancePageName,
} from './performance.ts';

describe('performance monitoring rules (docs/product.md § Limits)', () => {
  it('names pages for their budgets', () => {
    expect(
      [
        '/',
        '/foodtrucks',
        '/foodtrucks/3',
        '/booking/menu',
        '/booking/success',
        '/bookings',
        '/profile',
        '/settings',
      ].map(performancePageName),
    ).toEqual([
      'home',
      'foodtruckList',
      'foodtruckDetail',
      'booking',
      'bookingConfirm',
      'myBookings',
      'profile',
      null,
    ]);
  });

  it('knows the key flows', () => {
    expect(isKeyFlow('/booking/info')).toBe(true);
    expect(isKeyFlow('/register/documents')).toBe(true);
    expect(isKeyFlow('/foodtrucks')).toBe(false);
  });

  it('flags slow networks (2g or RTT > 500 ms) and low-memory devices (≤ 2 GB)', () => {
    const nav = (connection: object, deviceMemory?: number) =>
      ({ connection, deviceMemory }) as unknown as Navigator;
    expect(deviceConditions(nav({ effectiveType: '2g', rtt: 300 }, 4))).toEqual({
      slowNetwork: true,
      lowMemoryDevice: false,
    });
    expect(deviceConditions(nav({ effectiveType: '4g', rtt: 600 }, 2))).toEqual({
      slowNetwork: true,
      lowMemoryDevice: true,
    });
    expect(deviceConditions(nav({ effectiveType: '4g', rtt: 100 }, 8))).toEqual({
      slowNetwork: false,
      lowMemoryDevice: false,
    });
  });

  it('warns above 80 % of the heap limit', () => {
    expect(memoryPressure({ usedJSHeapSize: 81, jsHeapSizeLimit: 100 })).toBeCloseTo(0.81);
    expect(memoryPressure({ usedJSHeapSize: 80, jsHeapSizeLimit: 100 })).toBeNull();
    expect(memoryPressure(undefined)).toBeNull();
  });

  it('sorts API calls and images into their budgets', () => {
    expect(apiBudgetKind('/api/v1/foodtrucks?limit=20', 'GET')).toBe('list');
    expect(apiBudgetKind('/api/v1/foodtrucks?keyword=떡볶이', 'GET')).toBe('search');
    expect(apiBudgetKind('/api/v1/foodtrucks/12', 'GET')).toBe('detail');
    expect(apiBudgetKind('/api/v1/bookings', 'POST')).toBe('booking');
    expect(apiBudgetKind('/api/auth/login', 'POST')).toBe('auth');
    expect(imageBudgetKind('/files/trucks/a.thumb.webp', true)).toBe('thumbnail');
    expect(imageBudgetKind('/files/trucks/a.md.webp', false)).toBe('full');
    expect(imageBudgetKind('/files/menus/a.md.webp', true)).toBe('lazy');
  });
});
