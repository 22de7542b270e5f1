import { describe, expect, it } from 'vitest';
import { parseSigungu } from './components/region-picker.tsx';
import { formatBusinessNumberInput, formatPhoneNumber } from './format.ts';

describe('typing formats', () => {
  it('writes a 사업자등록번호 as 123-45-67890 while it is typed', () => {
    expect(formatBusinessNumberInput('123')).toBe('123');
    expect(formatBusinessNumberInput('1234')).toBe('123-4');
    expect(formatBusinessNumberInput('12345678')).toBe('123-45-678');
    expect(formatBusinessNumberInput('123-45-678901')).toBe('123-45-67890');
  });

  it('writes Seoul, regional and mobile numbers the Korean way', () => {
    expect(formatPhoneNumber('021234567')).toBe('02-123-4567');
    expect(formatPhoneNumber('0212345678')).toBe('02-1234-5678');
    expect(formatPhoneNumber('0311234567')).toBe('031-123-4567');
    expect(formatPhoneNumber('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneNumber('010-12')).toBe('010-12');
  });
});

describe('parseSigungu', () => {
  it('takes one or several 시/군/구 names', () => {
    expect(parseSigungu('강남구, 서초구 강남구', '서울특별시')).toEqual({
      names: ['강남구', '서초구'],
      problem: null,
    });
    expect(parseSigungu('수원시', '경기도')).toEqual({ names: ['수원시'], problem: null });
  });

  it("refuses what a request address would never match: not a 시/군/구, or not this 시/도's", () => {
    expect(parseSigungu('  ', '서울특별시').problem).toBe('시/군/구를 입력해주세요');
    expect(parseSigungu('강남', '서울특별시').problem).toBe(
      "'강남'은 서울의 시/군/구가 아니에요 (예: 종로구, 중구)",
    );
    expect(parseSigungu('수원시', '서울특별시').problem).toBe(
      "'수원시'는 서울의 시/군/구가 아니에요 (예: 종로구, 중구)",
    );
    expect(parseSigungu('NaN구', '부산광역시').problem).toContain("'NaN구'는 부산의");
  });
});
