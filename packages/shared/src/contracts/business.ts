import { z } from 'zod';
import { digitsOf, text } from './form-fields.ts';

/** A vendor's business details and payout account (the application and 사업자 정보·정산 계좌 change, vendor.ts). */

// ── Business details ─────────────────────────────────────────────────────────────────────────────────────────
/** 사업자등록번호: 10 digits whose last is a check digit over the first nine (weights 1 3 7 1 3 7 1 3 5). */
export function isValidBusinessNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((acc, weight, i) => acc + weight * d[i]!, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** 123-45-67890, as it is printed on the certificate. */
export const formatBusinessNumber = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;

export const businessNumberSchema = z
  .string({ error: '사업자등록번호를 입력해주세요' })
  .trim()
  .transform(digitsOf)
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, '사업자등록번호 10자리를 입력해주세요')
      .refine(isValidBusinessNumber, '사업자등록번호를 확인해주세요 (등록증의 번호와 같은지 봐주세요)'),
  );

/** A shop's number may be a landline (02-123-4567) or a mobile; stored as digits. */
export const businessPhoneSchema = z
  .string({ error: '연락처를 입력해주세요' })
  .trim()
  .transform(digitsOf)
  .pipe(z.string().regex(/^0\d{8,10}$/, '연락처를 확인해주세요 (예: 010-1234-5678)'));

export const businessDetailsSchema = z.object({
  companyName: text('상호', 1, 50),
  representative: text('대표자 이름', 1, 30),
  businessNumber: businessNumberSchema,
  phone: businessPhoneSchema,
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;

// ── Payout account ───────────────────────────────────────────────────────────────────────────────────────────
export const PAYOUT_BANKS = [
  'KB국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  'NH농협은행',
  'IBK기업은행',
  '카카오뱅크',
  '토스뱅크',
  '케이뱅크',
  'SC제일은행',
  '한국씨티은행',
  'iM뱅크',
  '부산은행',
  '경남은행',
  '광주은행',
  '전북은행',
  '제주은행',
  'KDB산업은행',
  'Sh수협은행',
  '새마을금고',
  '신협',
  '우체국',
] as const;
export type PayoutBank = (typeof PAYOUT_BANKS)[number];

export const payoutAccountSchema = z.object({
  bank: z.enum(PAYOUT_BANKS, { error: '은행을 선택해주세요' }),
  holder: text('예금주', 1, 30),
  accountNumber: z
    .string({ error: '계좌번호를 입력해주세요' })
    .trim()
    .transform(digitsOf)
    .pipe(z.string().regex(/^\d{10,16}$/, '계좌번호를 숫자 10~16자리로 입력해주세요')),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export type PayoutAccountInput = z.input<typeof payoutAccountSchema>;

/** Everyone but the owner and admins sees `****1234`. */
export const maskAccountNumber = (digits: string) =>
  `${'*'.repeat(Math.max(digits.length - 4, 4))}${digits.slice(-4)}`;

export const payoutAccountViewSchema = z.object({
  bank: z.string(),
  holder: z.string(),
  /** The whole number for the owner and admins, masked for everyone else. */
  accountNumber: z.string(),
  masked: z.boolean(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;
