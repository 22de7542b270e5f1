import { describe, expect, it } from 'vitest';
import { quoteBodySchema } from './quotes.ts';

const body = {
  truckId: 3,
  lines: [
    { name: '떡볶이', unit: 'serving', unitPrice: 4_500, quantity: 150 },
    { name: '순대', unit: 'dish', unitPrice: 12_000, quantity: 10 },
  ],
  calloutFee: 100_000,
  vatIncluded: false,
  includes: '일회용 용기, 냅킨',
  hoursOnSite: 3.5,
  siteNeeds: '220V 전기',
  note: '',
};

/** The first Korean message zod gives for `value`, by field path. */
const messages = (value: unknown) => {
  const result = quoteBodySchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('quoteBodySchema', () => {
  it('takes a whole quote, trimming text and holding it valid for 7 days unless told', () => {
    const parsed = quoteBodySchema.parse({ ...body, includes: '  일회용 용기, 냅킨 ' });
    expect(parsed.includes).toBe('일회용 용기, 냅킨');
    expect(parsed.validDays).toBe(7);
    expect(quoteBodySchema.parse({ ...body, validDays: 14 }).validDays).toBe(14);
  });

  it('says in Korean what is wrong with each field', () => {
    expect(messages({ ...body, lines: [] })).toEqual({ lines: '메뉴를 하나 이상 넣어주세요' });
    expect(
      messages({ ...body, lines: [{ name: '떡볶이', unit: 'bowl', unitPrice: 4500.5, quantity: 0 }] }),
    ).toEqual({
      'lines.0.unit': '단위는 인분 또는 개 중에서 골라주세요',
      'lines.0.unitPrice': '단가는 원 단위로 입력해주세요',
      'lines.0.quantity': '수량은 1 이상이어야 해요',
    });
    expect(messages({ ...body, hoursOnSite: 2.25 })).toEqual({
      hoursOnSite: '운영 시간은 30분 단위로 입력해주세요',
    });
    expect(messages({ ...body, validDays: 31 })).toEqual({
      validDays: '견적 유효기간은 30일 이하로 입력해주세요',
    });
    expect(messages({ ...body, calloutFee: -1 })).toEqual({ calloutFee: '출장비는 0원 이상이어야 해요' });
    expect(messages({ ...body, truckId: 0 })).toEqual({ truckId: '견적을 보낼 푸드트럭을 골라주세요' });
  });
});
