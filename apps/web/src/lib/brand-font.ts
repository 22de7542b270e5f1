import { BRAND_FONT_COOKIE } from '@ft/shared';
import brandFontStylesheet from '../fonts.css?url';
import { whenIdle } from './when-idle.ts';

/** How much of the page's text picks the font subsets fetched ahead (the next pages share most syllables). */
const SAMPLE_TEXT_LENGTH = 4000;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * On a page drawn in the phone's own font, fetches the brand font's files for this page's text once the page
 * is idle, without using them (no font swap, so no re-layout), and then sets the cookie that makes the server
 * link the font from the next page load on (docs/decisions/048-brand-font-from-the-second-load.md).
 */
export function fetchBrandFontForNextLoad(): () => void {
  if (document.documentElement.dataset.font === 'brand' || !('fonts' in document)) return () => undefined;
  return whenIdle(async () => {
    try {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = brandFontStylesheet;
      await new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      });
      const text = document.body.innerText.slice(0, SAMPLE_TEXT_LENGTH);
      const faces = await document.fonts.load('1em "Pretendard Variable"', text);
      if (faces.length > 0)
        document.cookie = `${BRAND_FONT_COOKIE}=1; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
    } catch {
      // Offline or blocked: the phone's font stays, and the next page tries again.
    }
  });
}
