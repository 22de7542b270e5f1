import { BOOKING_CODE_PATTERN } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { BOOKING_CODE_ALPHABET, newBookingCode } from './booking-code.ts';

describe('newBookingCode', () => {
  it('uses the Seoul date, not the UTC one', () => {
    // 23:30 UTC on the 21st is 08:30 on the 22nd in Seoul.
    expect(newBookingCode(new Date('2026-11-21T23:30:00Z'))).toMatch(/^FT-20261122-/);
    expect(newBookingCode(new Date('2026-11-21T14:59:00Z'))).toMatch(/^FT-20261121-/);
  });

  it('matches the contract pattern and never uses 0, O, 1 or I', () => {
    expect(BOOKING_CODE_ALPHABET).toHaveLength(32);
    expect(BOOKING_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    for (let i = 0; i < 500; i++) {
      const code = newBookingCode();
      expect(code).toMatch(BOOKING_CODE_PATTERN);
      expect(code.slice(12)).not.toMatch(/[0O1I]/);
    }
  });

  it('maps every byte value onto the alphabet', () => {
    const seen = new Set<string>();
    for (let byte = 0; byte < 256; byte += 4) {
      const code = newBookingCode(new Date(), () => Uint8Array.of(byte, byte + 1, byte + 2, byte + 3));
      for (const char of code.slice(12)) seen.add(char);
    }
    expect([...seen].sort().join('')).toBe([...BOOKING_CODE_ALPHABET].sort().join(''));
  });
});
