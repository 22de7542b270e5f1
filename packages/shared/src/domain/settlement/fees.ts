export interface SettlementAmounts {
  /** Sum of the bookings' amounts, KRW. */
  gross: number;
  /** Platform commission, rounded down to the won in the vendor's favour. */
  commission: number;
  /** What is paid out: gross − commission. */
  net: number;
}

/** Rates are taken to a millionth (0.0001 %), so the arithmetic below is exact integer math. */
const RATE_SCALE = 1_000_000n;

/**
 * Totals one settlement in integer KRW (docs/product.md § API–§6). Commission = floor(gross × rate), computed
 * with BigInt because `Math.floor(100 * 0.29)` is 28 in floating point. Throws RangeError on amounts that are
 * not whole non-negative won or on a rate outside 0..1: bad money must stop, not be rounded away.
 */
export function computeSettlement(
  grossAmounts: readonly number[],
  commissionRate: number,
): SettlementAmounts {
  if (!Number.isFinite(commissionRate) || commissionRate < 0 || commissionRate > 1) {
    throw new RangeError(`commission rate must be between 0 and 1, got ${commissionRate}`);
  }
  let gross = 0n;
  for (const amount of grossAmounts) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`amounts must be non-negative integer KRW, got ${amount}`);
    }
    gross += BigInt(amount);
  }
  if (gross > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('gross amount exceeds the safe integer range');
  const ratePerMillion = BigInt(Math.round(commissionRate * Number(RATE_SCALE)));
  const commission = (gross * ratePerMillion) / RATE_SCALE;
  return { gross: Number(gross), commission: Number(commission), net: Number(gross - commission) };
}

/**
 * The 부가세 inside an amount that includes it (the platform's commission is VAT-inclusive): the amount less its
 * 공급가액, which is the amount ÷ 1.1 rounded to the won.
 */
export function includedVat(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a won amount: ${amount}`);
  return amount - Math.round(amount / 1.1);
}
