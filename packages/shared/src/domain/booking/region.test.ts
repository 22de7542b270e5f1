import { describe, expect, it } from 'vitest';
import { regionFromAddress } from './region.ts';

describe('regionFromAddress', () => {
  it.each([
    ['서울 강남구 테헤란로 152', '서울특별시', '강남구'],
    ['서울특별시 마포구 월드컵북로 396', '서울특별시', '마포구'],
    ['경기 고양시 덕양구 통일로 100', '경기도', '고양시'],
    ['강원도 춘천시 중앙로 1', '강원특별자치도', '춘천시'],
    ['세종특별자치시 한누리대로 2130', '세종특별자치시', ''],
    ['충북 청주시 상당구 상당로 82', '충청북도', '청주시'],
    ['  부산   해운대구 해운대해변로 264 ', '부산광역시', '해운대구'],
    ['인천 영종구 공항로 272', '인천광역시', '영종구'],
    // Not a 시/군/구 of that 시/도: the area is the 시/도 alone, never a made-up district.
    ['서울 NaN구 어딘가 1', '서울특별시', ''],
    ['서울 수원시 팔달구 1', '서울특별시', ''],
  ])('%s → %s %s', (address, sido, sigungu) => {
    expect(regionFromAddress(address)).toEqual({ sido, sigungu });
  });

  it.each(['', '테헤란로 152', '뉴욕 맨해튼'])('cannot place %o', (address) => {
    expect(regionFromAddress(address)).toBeNull();
  });
});
