// Debian's Chromium (or CHROME_PATH) and the flags it needs here: the tests and benchmarks never download a browser.
import fs from 'node:fs';

/** Without the background-networking flags Chromium keeps dialling Google hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it with `sudo apt-get install -y chromium fonts-noto-cjk` ' +
        '(Debian/Ubuntu) or point CHROME_PATH at a Chrome/Chromium binary.',
    );
  }
  return found;
}
