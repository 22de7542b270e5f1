import { randomBytes } from 'node:crypto';
import { currentTime, seoulDate } from '@ft/shared';

/** 32 characters without 0/O and 1/I, which people misread when a code is spoken or handwritten. */
export const READABLE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * PREFIX-YYYYMMDD-XXXX, a number people read out on the phone: the Seoul date it was made and four random
 * characters (about a million a day; a unique index and a retry handle the rare collision). FT- for a booking,
 * ST- for a settlement.
 */
export function newReadableCode(
  prefix: 'FT' | 'ST',
  now: Date = currentTime(),
  random: (size: number) => Uint8Array = randomBytes,
) {
  // 256 is a multiple of 32, so masking the low five bits keeps every character equally likely.
  const suffix = Array.from(random(4), (byte) => READABLE_CODE_ALPHABET[byte & 31]).join('');
  return `${prefix}-${seoulDate(now).replaceAll('-', '')}-${suffix}`;
}
