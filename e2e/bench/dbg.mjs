import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const a = r.lhr.audits;
const m = a.metrics.details.items[0];
console.log(
  'observed FCP',
  Math.round(m.observedFirstContentfulPaint),
  'LCP',
  Math.round(m.observedLargestContentfulPaint),
  'DCL',
  Math.round(m.observedDomContentLoaded),
  'load',
  Math.round(m.observedLoad),
  'TBT',
  Math.round(m.totalBlockingTime),
);
console.log(r.lhr.runtimeError, r.lhr.runWarnings);
console.log(
  'LCP',
  a['largest-contentful-paint'].numericValue,
  'FCP',
  a['first-contentful-paint'].numericValue,
);
console.log(
  'LCP element',
  JSON.stringify(
    a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      a['largest-contentful-paint-element']?.details,
  ).slice(0, 300),
);
console.log(
  'LCP breakdown',
  JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? '').slice(0, 500),
);
for (const it of a['network-requests'].details.items)
  console.log(
    Math.round(it.transferSize / 1024) + 'KiB',
    it.resourceType,
    it.priority,
    Math.round(it.networkRequestTime),
    Math.round(it.networkEndTime),
    it.url.slice(0, 90),
  );
await chrome.kill();
