// Screenshots of the main screens of a running server (BASE, default http://localhost:3000) into OUT (default
// /tmp/shots) at 390×844, or WIDTH×HEIGHT, to look at them as a person would. Prints console errors seen.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: Number(process.env.WIDTH ?? 390), height: Number(process.env.HEIGHT ?? 844) },
  deviceScaleFactor: 1,
  locale: 'ko-KR',
});
const errors = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
});
page.on('pageerror', (e) => errors.push(`PAGEERROR ${e.message}`));
const base = process.env.BASE ?? 'http://localhost:3000';
const list = await (await fetch(`${base}/api/v1/foodtrucks?limit=1`)).json();
const shots = (
  process.env.SHOTS ??
  `home=/,list=/foodtrucks,filtered=/foodtrucks?sido=%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C&category=bunsik,detail=/foodtrucks/${list.data[0].id},policy=/policies/refund,booking=/booking/event-type?truckId=${list.data[0].id},notfound=/nope`
).split(',');
for (const s of shots) {
  const [name] = s.split('=', 1);
  const url = s.slice(name.length + 1);
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.screenshot({
    path: `${process.env.OUT ?? '/tmp/shots'}/${name}.png`,
    fullPage: process.env.FULL === '1',
  });
}
console.log(errors.join('\n') || 'no console errors');
await browser.close();
