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
