import { BRAND_FONT_COOKIE } from '@ft/shared';
import brandFontStylesheet from '../fonts.css?url';
import { fontFilesFor } from './font-subsets.ts';

/** How much of the page's text picks the font files fetched ahead (the next pages share most syllables). */
const SAMPLE_TEXT_LENGTH = 4000;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * For a page drawn in the phone's own font (app/hydrate.tsx calls it at idle), downloads the brand font's files
 * for this page's text into the HTTP cache only: no stylesheet is added, so nothing on the page is styled or
 * laid out again. Then sets the cookie that makes the server link the font from the next page load on, when its files are at
 * hand for the first paint (docs/decisions/048-brand-font-from-the-second-load.md).
 */
export async function fetchBrandFontForNextLoad(): Promise<void> {
  try {
    const stylesheetUrl = new URL(brandFontStylesheet, window.location.href).href;
    const stylesheet = await (await fetch(stylesheetUrl)).text();
    // The screen's text (not the page's data script); textContent, not innerText: reading it needs no layout.
    const text = (document.getElementById('root')?.textContent ?? '').slice(0, SAMPLE_TEXT_LENGTH);
    const files = fontFilesFor(stylesheet, text, stylesheetUrl);
    // Two at a time: a fetch costs the main thread a millisecond or two and its answer another, and dozens at
    // once made one task of 50–60 ms on a slow machine, long enough to hold up a tap.
    const queue = [...files];
    let allFetched = true;
    const fetchInTurn = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const answer = await fetch(file, { priority: 'low' });
        // Read to the end, so the whole file is in the cache.
        await answer.arrayBuffer();
        allFetched &&= answer.ok;
      }
    };
    await Promise.all([fetchInTurn(), fetchInTurn()]);
    if (files.length > 0 && allFetched)
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
      document.cookie = `${BRAND_FONT_COOKIE}=1; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
  } catch {
    // Offline or blocked: the phone's font stays, and the next page tries again.
  }
}
