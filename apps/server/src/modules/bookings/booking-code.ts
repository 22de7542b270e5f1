import { randomBytes } from 'node:crypto';
import { currentTime, seoulDate } from '@ft/shared';

/** 32 characters without 0/O and 1/I, which people misread when a code is spoken or handwritten. */
export const BOOKING_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * FT-YYYYMMDD-XXXX: the Seoul date the request was made and four random characters (about a million a day;
 * the unique index and a retry handle the rare collision).
 */
export function newBookingCode(
  now: Date = currentTime(),
  random: (size: number) => Uint8Array = randomBytes,
) {
  // 256 is a multiple of 32, so masking the low five bits keeps every character equally likely.
  const suffix = Array.from(random(4), (byte) => BOOKING_CODE_ALPHABET[byte & 31]).join('');
  return `FT-${seoulDate(now).replaceAll('-', '')}-${suffix}`;
}
