import fs from 'node:fs';

/** Debian's Chromium (or CHROME_PATH): the tests never download a browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it with `sudo apt-get install -y chromium fonts-noto-cjk` ' +
        '(Debian/Ubuntu) or point CHROME_PATH at a Chrome/Chromium binary.',
    );
  }
  return found;
}
