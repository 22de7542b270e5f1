/**
 * The money as a ledger (decision 042): every movement is one transaction of entries in
 * integer won that sum to zero (the database refuses any other). Debits are positive, credits negative.
 *
 * - gateway_clearing: money the gateway holds for the platform (an asset: up when a customer pays).
 * - customer_funds: what the platform owes back on a booking until its service is confirmed (a liability).
 * - vendor_payable: what the platform owes a truck's owner, released from customer_funds less commission.
 * - platform_revenue: the platform's commission.
 */
export const LEDGER_ACCOUNTS = [
  'gateway_clearing',
  'customer_funds',
  'vendor_payable',
  'platform_revenue',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_TRANSACTION_KINDS = ['payment', 'refund', 'release', 'payout'] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export interface LedgerLine {
  account: LedgerAccount;
  /** Won; debit positive, credit negative, never zero. */
  amount: number;
}

const positiveWon = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`not a positive won amount: ${amount}`);
  return amount;
};

/** A customer's payment reached the gateway: held for the booking. */
export const paymentLines = (amount: number): LedgerLine[] => [
  { account: 'gateway_clearing', amount: positiveWon(amount) },
  { account: 'customer_funds', amount: -amount },
];

/** Money given back to the customer through the gateway. */
export const refundLines = (amount: number): LedgerLine[] => [
  { account: 'customer_funds', amount: positiveWon(amount) },
  { account: 'gateway_clearing', amount: -amount },
];

/** A booking's held money becomes the vendor's, less the platform's commission. */
export function releaseLines(held: number, commission: number): LedgerLine[] {
  positiveWon(held);
  if (!Number.isSafeInteger(commission) || commission < 0 || commission > held) {
    throw new RangeError(`commission ${commission} outside 0..${held}`);
  }
  return [
    { account: 'customer_funds', amount: held },
    ...(held > commission ? [{ account: 'vendor_payable' as const, amount: commission - held }] : []),
    ...(commission > 0 ? [{ account: 'platform_revenue' as const, amount: -commission }] : []),
  ];
}

/** The vendor was paid out. */
export const payoutLines = (amount: number): LedgerLine[] => [
  { account: 'vendor_payable', amount: positiveWon(amount) },
  { account: 'gateway_clearing', amount: -amount },
];
