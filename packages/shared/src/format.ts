import { groupDigits } from './digits.ts';

/**
 * An amount of won as every screen, notice and message writes it: 150000 → "150,000원" (the server's words,
 * the app's and the notices' alike). Written out over `groupDigits`, never through ICU (docs/decisions/059).
 */
export const formatWon = (amount: number) => `${groupDigits(amount)}원`;
