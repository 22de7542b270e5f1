import { disassemble, getChoseong } from 'es-hangul';

const CHOSEONG_ONLY = /^[ㄱ-ㅎ\s]+$/;

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

/** What a typed keyword is looked for in: 초성 alone in the 초성 form, anything else in the jamo form. */
export interface KeywordNeedle {
  field: 'jamo' | 'choseong';
  text: string;
}

export function keywordNeedle(keyword: string | undefined): KeywordNeedle | undefined {
  const trimmed = keyword?.trim().toLowerCase();
  if (!trimmed) return undefined;
  if (CHOSEONG_ONLY.test(trimmed)) return { field: 'choseong', text: trimmed.replace(/\s+/g, '') };
  return { field: 'jamo', text: disassemble(trimmed) };
}
