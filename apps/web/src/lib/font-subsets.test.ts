import { describe, expect, it } from 'vitest';
import { fontFilesFor } from './font-subsets.ts';

const STYLESHEET = `@font-face{font-family:"Pretendard Variable";src:url(/assets/sub.0-a.woff2) format("woff2-variations");unicode-range:U+f9ca-fa0b,U+ff03-ff05}
@font-face{font-family:"Pretendard Variable";src:url(./sub.1-b.woff2) format("woff2-variations");unicode-range:U+ac00-ac0f, U+1100}
@font-face{font-family:"Pretendard Variable";src:url('/assets/sub.2-c.woff2');unicode-range:U+0020-007e}`;

describe('the brand font files a page needs', () => {
  it('takes the subsets whose ranges hold a character of the text, single points and spans alike', () => {
    const base = 'https://example.com/assets/fonts.css';
    expect(fontFilesFor(STYLESHEET, '가', base)).toEqual(['https://example.com/assets/sub.1-b.woff2']);
    expect(fontFilesFor(STYLESHEET, 'ᄀ 푸', base)).toEqual([
      'https://example.com/assets/sub.1-b.woff2',
      'https://example.com/assets/sub.2-c.woff2',
    ]);
    expect(fontFilesFor(STYLESHEET, '＃', base)).toEqual(['https://example.com/assets/sub.0-a.woff2']);
    expect(fontFilesFor(STYLESHEET, '', base)).toEqual([]);
  });
});
