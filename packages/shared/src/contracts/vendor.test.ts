import { describe, expect, it } from 'vitest';
import {
  businessNumberSchema,
  formatBusinessNumber,
  isValidBusinessNumber,
  maskAccountNumber,
  payoutAccountSchema,
} from './business.ts';
import { serviceRegionSchema, vendorDocumentsSchema } from './vendor.ts';

describe('사업자등록번호', () => {
  it('accepts numbers whose check digit holds, typed with or without dashes', () => {
    for (const number of ['1208147521', '124-81-00998', '220-81-62517'])
      expect(isValidBusinessNumber(number)).toBe(true);
    expect(businessNumberSchema.parse('124-81-00998')).toBe('1248100998');
  });

  it('refuses a wrong check digit, a short number and letters', () => {
    for (const number of ['1208147522', '124810099', '12481009a8', ''])
      expect(isValidBusinessNumber(number)).toBe(false);
    // Every last digit but one fails: the check digit is really checked.
    const wrong = [...'0123456789'].filter((d) => isValidBusinessNumber(`124810099${d}`));
    expect(wrong).toEqual(['8']);
  });

  it('is shown as on the certificate', () => {
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
  });
});

describe('payout account', () => {
  it('keeps digits only and masks all but the last four', () => {
    expect(
      payoutAccountSchema.parse({ bank: '카카오뱅크', holder: '김사장', accountNumber: '3333-01-2345678' })
        .accountNumber,
    ).toBe('3333012345678');
    expect(maskAccountNumber('3333012345678')).toBe('*********5678');
  });
});

describe('service regions', () => {
  it('need a 시/군/구, except in 세종, which has none', () => {
    expect(serviceRegionSchema.safeParse({ sido: '서울특별시', sigungu: '' }).success).toBe(false);
    expect(serviceRegionSchema.parse({ sido: '세종특별자치시', sigungu: '' })).toEqual({
      sido: '세종특별자치시',
      sigungu: '',
    });
    expect(serviceRegionSchema.parse({ sido: '세종특별자치시', sigungu: '세종시' }).sigungu).toBe('');
  });

  it('take only a real 시/군/구 of the 시/도', () => {
    expect(serviceRegionSchema.parse({ sido: '경기도', sigungu: '수원시' }).sigungu).toBe('수원시');
    for (const sigungu of ['2147483648', 'NaN', 'NaN구', '강남', '수원시']) {
      const result = serviceRegionSchema.safeParse({ sido: '서울특별시', sigungu });
      expect(result.success, sigungu).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['sigungu']);
    }
  });
});

describe('papers', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it('names the required papers that are missing', () => {
    const result = vendorDocumentsSchema.safeParse([{ kind: 'gas_safety', fileId: id }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      '사업자등록증, 영업신고증, 위생교육 수료증, 자동차등록증을 올려주세요',
    );
  });
});
