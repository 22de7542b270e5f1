import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

interface Point {
  x: number;
  y: number;
}

/**
 * Real touches through the browser's input pipeline (as a phone sends them): the page sees touch and pointer
 * events and the browser scrolls, snaps and pinches as it would under fingers.
 */
async function touch(page: Page, from: Point[], to: Point[], steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) =>
    from.map((start, id) => ({
      id,
      x: start.x + ((to[id] ?? start).x - start.x) * t,
      y: start.y + ((to[id] ?? start).y - start.y) * t,
    }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Where a photo's pixels land on the screen, from its box and object-fit: cover overflows the box (the photo
 * is cropped), fill changes its shape, contain keeps it whole.
 */
async function shownPhoto(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    const ratio = img.naturalWidth / img.naturalHeight;
    let width = box.width;
    let height = box.height;
    const wider = box.width / box.height > ratio;
    if (fit === 'contain' || fit === 'scale-down') {
      if (wider) width = height * ratio;
      else height = width / ratio;
    } else if (fit === 'cover') {
      if (wider) height = width / ratio;
      else width = height * ratio;
    }
    const left = box.left + (box.width - width) / 2;
    const top = box.top + (box.height - height) / 2;
    return {
      src: img.currentSrc,
      ratio,
      shownRatio: width / height,
      insideBox:
        left >= box.left - 0.5 &&
        top >= box.top - 0.5 &&
        left + width <= box.right + 0.5 &&
        top + height <= box.bottom + 0.5,
      insideViewport:
        left >= -0.5 && top >= -0.5 && left + width <= innerWidth + 0.5 && top + height <= innerHeight + 0.5,
    };
  });
}

async function demoTruckWithMenuBoard(page: Page) {
  const list = await (await page.request.get('/api/v1/foodtrucks?limit=5')).json();
  for (const summary of list.data as { id: number }[]) {
    const truck = (await (await page.request.get(`/api/v1/foodtrucks/${summary.id}`)).json()).data;
    if (truck.photos.length > 1 && truck.menuPhotos.length > 0)
      return truck as { id: number; name: string; photos: unknown[] };
  }
  throw new Error('no demo truck with several photos and a menu board');
}

test('truck photos show their position (1/N) as they are swiped; a menu board opens whole, full screen, and zooms', async ({
  page,
}) => {
  const truck = await demoTruckWithMenuBoard(page);
  const count = truck.photos.length;
  await page.goto(`/foodtrucks/${truck.id}`);
  await waitForHydration(page);

  const gallery = page.getByRole('region', { name: '푸드트럭 사진' });
  await expect(page.getByText(`1/${count}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`사진 ${count}장 중 1번째`)).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  // A swipe to the left, as a thumb does it: the carousel snaps to the next photo and the badge follows.
  const box = await gallery.boundingBox();
  if (!box) throw new Error('gallery not laid out');
  const y = box.y + box.height / 2;
  await touch(page, [{ x: box.x + box.width * 0.85, y }], [{ x: box.x + box.width * 0.1, y }], 12);
  await expect(page.getByText(`2/${count}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`사진 ${count}장 중 2번째`)).toBeAttached();

  // The board on the page: the whole photo, not the list's 3:2 crop.
  const opener = page.getByRole('button', { name: `${truck.name} 메뉴판 사진 1 크게 보기` });
  await opener.scrollIntoViewIfNeeded();
  const thumbnail = await shownPhoto(opener.getByRole('img'));
  expect(thumbnail.src).not.toContain('.thumb.');
  expect(thumbnail.insideBox).toBe(true);
  expect(thumbnail.shownRatio).toBeCloseTo(thumbnail.ratio, 2);

  await opener.click();
  const viewer = page.getByRole('dialog', { name: `${truck.name} 메뉴판 사진 1` });
  await expect(viewer).toBeVisible();
  const close = viewer.getByRole('button', { name: '닫기' });
  const closeBox = await close.boundingBox();
  expect(closeBox?.width).toBeGreaterThanOrEqual(44);
  expect(closeBox?.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);

  const photo = viewer.getByRole('img', { name: `${truck.name} 메뉴판 사진 1` });
  const whole = await shownPhoto(photo);
  expect(whole.insideBox).toBe(true);
  expect(whole.insideViewport).toBe(true);
  expect(whole.shownRatio).toBeCloseTo(whole.ratio, 2);
  const before = await photo.boundingBox();
  if (!before) throw new Error('photo not laid out');

  // Two fingers spreading from 80 px to 240 px apart: three times as large.
  const centre = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await touch(
    page,
    [
      { x: centre.x - 40, y: centre.y },
      { x: centre.x + 40, y: centre.y },
    ],
    [
      { x: centre.x - 120, y: centre.y },
      { x: centre.x + 120, y: centre.y },
    ],
  );
  await expect.poll(async () => (await photo.boundingBox())?.width ?? 0).toBeGreaterThan(before.width * 2.5);

  await close.click();
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  // Escape closes it too, and it opens again unzoomed.
  await opener.click();
  await expect(viewer).toBeVisible();
  expect((await photo.boundingBox())?.width).toBeCloseTo(before.width, 0);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});
