import { SIDO_LIST, shortSido } from '../../enums.ts';
import { isSigunguOf } from './sigungu.ts';

/** Names people (and older address data) still use for 시/도 that have since been renamed. */
const FORMER_NAMES: Record<string, string> = {
  강원도: '강원특별자치도',
  전라북도: '전북특별자치도',
  제주도: '제주특별자치도',
  서울시: '서울특별시',
};

/**
 * The 시/도 and 시/군/구 an address starts with ("서울 강남구 테헤란로 1" → 서울특별시, 강남구), as the postcode service writes it
 * or as people type it. Open requests reach the trucks that serve that area (docs/product.md § Domain).
 */
export function regionFromAddress(address: string): { sido: string; sigungu: string } | null {
  const [first, second = ''] = address.trim().split(/\s+/);
  if (!first) return null;
  const sido =
    SIDO_LIST.find((name) => name === first || shortSido(name) === first) ?? FORMER_NAMES[first] ?? null;
  if (!sido) return null;
  // 세종 has no 시/군/구: the road name follows the 시/도 directly. Only a real 시/군/구 of that 시/도 is taken.
  const sigungu = isSigunguOf(sido, second) ? second : '';
  return { sido, sigungu };
}
