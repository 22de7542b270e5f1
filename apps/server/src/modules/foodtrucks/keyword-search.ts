import { type SQL, sql } from 'drizzle-orm';
import { disassemble, getChoseong } from 'es-hangul';
import { foodTrucks } from '../../db/schema/index.ts';

const CHOSEONG_ONLY = /^[ㄱ-ㅎ\s]+$/;

/** Escapes LIKE wildcards so a typed % or _ is matched as itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The searchable forms of a truck's text, stored beside it: plain, disassembled jamo (so a half-typed
 * syllable such as "떡보" or "떡ㅂ" still matches 떡볶이) and 초성 (so ㄸㅂㅇ finds 떡볶이).
 */
export function searchForms(parts: string[]): {
  searchText: string;
  searchJamo: string;
  searchChoseong: string;
} {
  const text = parts.join(' ').toLowerCase();
  return {
    searchText: text,
    searchJamo: disassemble(text),
    searchChoseong: getChoseong(text.replace(/\s+/g, '')),
  };
}

export function keywordCondition(keyword: string): SQL | undefined {
  const trimmed = keyword.trim().toLowerCase();
  if (!trimmed) return undefined;
  if (CHOSEONG_ONLY.test(trimmed)) {
    return sql`${foodTrucks.searchChoseong} like ${likePattern(trimmed.replace(/\s+/g, ''))}`;
  }
  return sql`${foodTrucks.searchJamo} like ${likePattern(disassemble(trimmed))}`;
}
