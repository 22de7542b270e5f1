/**
 * The particle that fits a Korean word (docs/product.md § Screens: 이름을, 주소를). A syllable with a final
 * consonant takes the first form; anything else (a vowel ending, a digit, Latin) the second.
 */
export function withParticle(word: string, pair: '을/를' | '이/가' | '은/는' | '과/와' | '으로/로'): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const isSyllable = code >= 0 && code < 11_172;
  const final = isSyllable ? code % 28 : 0;
  // 으로/로: a ㄹ ending (final 8) takes 로, like a vowel.
  const takesFirst = pair === '으로/로' ? final !== 0 && final !== 8 : final !== 0;
  return `${word}${takesFirst ? afterConsonant : afterVowel}`;
}

// ── Matching as Koreans type (docs/decisions/002 for the truck search; here for lists searched on screen)
const HANGUL_BASE = 0xac00;
const HANGUL_COUNT = 11_172;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const MEDIALS = [
  'ㅏ',
  'ㅐ',
  'ㅑ',
  'ㅒ',
  'ㅓ',
  'ㅔ',
  'ㅕ',
  'ㅖ',
  'ㅗ',
  'ㅗㅏ',
  'ㅗㅐ',
  'ㅗㅣ',
  'ㅛ',
  'ㅜ',
  'ㅜㅓ',
  'ㅜㅔ',
  'ㅜㅣ',
  'ㅠ',
  'ㅡ',
  'ㅡㅣ',
  'ㅣ',
];
const FINALS = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄱㅅ',
  'ㄴ',
  'ㄴㅈ',
  'ㄴㅎ',
  'ㄷ',
  'ㄹ',
  'ㄹㄱ',
  'ㄹㅁ',
  'ㄹㅂ',
  'ㄹㅅ',
  'ㄹㅌ',
  'ㄹㅍ',
  'ㄹㅎ',
  'ㅁ',
  'ㅂ',
  'ㅂㅅ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
/** Compound jamo typed on their own (ㅘ, ㄳ), split like the syllables' parts. */
const COMPOUND_JAMO: Record<string, string> = {
  ㅘ: 'ㅗㅏ',
  ㅙ: 'ㅗㅐ',
  ㅚ: 'ㅗㅣ',
  ㅝ: 'ㅜㅓ',
  ㅞ: 'ㅜㅔ',
  ㅟ: 'ㅜㅣ',
  ㅢ: 'ㅡㅣ',
  ㄳ: 'ㄱㅅ',
  ㄵ: 'ㄴㅈ',
  ㄶ: 'ㄴㅎ',
  ㄺ: 'ㄹㄱ',
  ㄻ: 'ㄹㅁ',
  ㄼ: 'ㄹㅂ',
  ㄽ: 'ㄹㅅ',
  ㄾ: 'ㄹㅌ',
  ㄿ: 'ㄹㅍ',
  ㅀ: 'ㄹㅎ',
  ㅄ: 'ㅂㅅ',
};
const CONSONANTS_ONLY = /^[ㄱ-ㅎ]+$/;

const syllableIndex = (char: string) => {
  const code = char.charCodeAt(0) - HANGUL_BASE;
  return code >= 0 && code < HANGUL_COUNT ? code : -1;
};

/** Text as typed key by key: 떡볶이 → ㄸㅓㄱㅂㅗㄲㅇㅣ, so a half-typed 떡보 or 떡ㅂ still matches. */
function toJamo(text: string): string {
  let out = '';
  for (const char of text) {
    const index = syllableIndex(char);
    if (index < 0) {
      out += COMPOUND_JAMO[char] ?? char;
      continue;
    }
    out +=
      INITIALS[Math.floor(index / 588)]! + MEDIALS[Math.floor((index % 588) / 28)]! + FINALS[index % 28]!;
  }
  return out;
}

/** The initial consonants, 떡볶이 → ㄸㅂㅇ; other characters as they are. */
function toChoseong(text: string): string {
  let out = '';
  for (const char of text) {
    const index = syllableIndex(char);
    out += index < 0 ? char : INITIALS[Math.floor(index / 588)]!;
  }
  return out;
}

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Whether `text` matches what someone typed: part of a word, a half-typed syllable (떡보 → 떡볶이) or only
 * initial consonants (ㄸㅂㅇ → 떡볶이); spaces and letter case do not matter. An empty query matches all.
 */
export function matchesKoreanQuery(text: string, query: string): boolean {
  const wanted = compact(query);
  if (!wanted) return true;
  const haystack = compact(text);
  if (CONSONANTS_ONLY.test(wanted) && toChoseong(haystack).includes(wanted)) return true;
  return toJamo(haystack).includes(toJamo(wanted));
}

/** A person addressed politely: 민지 → 민지님, and a nickname that already ends in 님 (사장님) is left as it is. */
export function withHonorific(name: string): string {
  const trimmed = name.trim();
  return trimmed.endsWith('님') ? trimmed : `${trimmed}님`;
}
