import { waitForHydration } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/**
 * The brand font never re-lays a page out while it loads (docs/decisions/048): a first visit is drawn in the
 * phone's own font and fetches the font's files at idle, without a stylesheet; the next load names the font
 * from the first paint, its files already at hand.
 */
test('a first visit keeps the phone font and caches the brand font; the next load draws with it', async ({
  page,
  context,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (/PretendardVariable\.subset\.\d+-[\w-]+\.woff2$/.test(request.url())) fontFiles.push(request.url());
  });

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-font');
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/fonts-"]').count()).toBe(0);
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await bodyFont()).not.toContain('Pretendard');

  // At idle: the files for this page's Korean text, into the cache, and the cookie that says so.
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'ft_font'), { timeout: 15_000 })
    .toBe(true);
  expect(fontFiles.length).toBeGreaterThan(0);
  // Still no stylesheet and no font change on this page.
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/fonts-"]').count()).toBe(0);
  expect(await bodyFont()).not.toContain('Pretendard');

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-font', 'brand');
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/fonts-"]').count()).toBe(1);
  expect(await bodyFont()).toMatch(/^"Pretendard Variable"/);
  const drawnWithBrandFont = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Pretendard Variable"', '행사에 딱 맞는 푸드트럭');
  });
  expect(drawnWithBrandFont).toBe(true);
});
