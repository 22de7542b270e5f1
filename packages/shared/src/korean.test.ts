import { describe, expect, it } from 'vitest';
import { withParticle } from './korean.ts';

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
