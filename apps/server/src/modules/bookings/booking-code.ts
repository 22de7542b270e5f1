import { newReadableCode, READABLE_CODE_ALPHABET } from '../../lib/readable-code.ts';

export const BOOKING_CODE_ALPHABET = READABLE_CODE_ALPHABET;

/** FT-YYYYMMDD-XXXX: the Seoul date the request was made and four random characters (lib/readable-code.ts). */
export const newBookingCode = (now?: Date, random?: (size: number) => Uint8Array) =>
  newReadableCode('FT', now, random);
