import { describe, expect, it } from 'vitest';
import { isBookingFlowPath, safeNextPath } from './paths.ts';

describe('log-in return paths', () => {
  it('follows only paths of this app', () => {
    expect(safeNextPath('/booking/contact')).toBe('/booking/contact');
    expect(safeNextPath('/settings?tab=1')).toBe('/settings?tab=1');
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it('knows the request flow: the steps and sending, not the confirmation', () => {
    expect(isBookingFlowPath('/booking/menu')).toBe(true);
    expect(isBookingFlowPath('/booking/submit')).toBe(true);
    expect(isBookingFlowPath('/booking/success')).toBe(false);
    expect(isBookingFlowPath('/bookings')).toBe(false);
  });
});
