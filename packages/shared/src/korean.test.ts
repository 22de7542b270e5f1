import { describe, expect, it } from 'vitest';
import { matchesKoreanQuery, withHonorific, withParticle } from './korean.ts';

describe('withParticle', () => {
  it.each([
    ['이름', '을/를', '이름을'],
    ['주소', '을/를', '주소를'],
    ['상세 주소', '은/는', '상세 주소는'],
    ['요청사항', '은/는', '요청사항은'],
    ['행사 이름', '이/가', '행사 이름이'],
    ['메뉴', '이/가', '메뉴가'],
    ['서울', '으로/로', '서울로'],
    ['부산', '으로/로', '부산으로'],
    ['대구', '으로/로', '대구로'],
  ] as const)('%s + %s → %s', (word, pair, expected) => {
    expect(withParticle(word, pair)).toBe(expected);
  });
});

describe('matchesKoreanQuery', () => {
  it.each([
    ['떡볶이', '떡볶이', true],
    ['로제 떡볶이', '떡보', true],
    ['로제 떡볶이', '떡ㅂ', true],
    ['로제 떡볶이', 'ㄸㅂㅇ', true],
    ['로제 떡볶이', 'ㄹㅈㄸ', true],
    ['레몬에이드', '에이드', true],
    ['감바스 오일 파스타', '오일파스타', true],
    ['아메리카노', 'ㅇㅁㄹ', true],
    ['클래식 치즈버거', '치즈 버거', true],
    ['과일 에이드', '고', true],
    ['Classic Burger', 'burger', true],
    ['아메리카노', 'ㄸㅂㅇ', false],
    ['떡볶이', '라떼', false],
    ['아무거나', '', true],
  ] as const)('%s ← %s: %s', (text, query, expected) => {
    expect(matchesKoreanQuery(text, query)).toBe(expected);
  });
});

describe('withHonorific', () => {
  it('adds 님 once: never 사장님님', () => {
    expect(withHonorific('민지')).toBe('민지님');
    expect(withHonorific('점검사장님')).toBe('점검사장님');
    expect(withHonorific(' 테스트회원 ')).toBe('테스트회원님');
  });
});
