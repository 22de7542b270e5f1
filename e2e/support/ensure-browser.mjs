// Runs before the browser tests and the page benchmark: finds Chromium, and on a fresh Debian machine installs
// Debian's `chromium` and `fonts-noto-cjk` (Korean text) itself when it may (root, or sudo without a password).
// CHROME_PATH always wins. Nothing is downloaded from anywhere but the system's package manager.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const PACKAGES = { chromium: '/usr/bin/chromium', 'fonts-noto-cjk': null };
const INSTALL_HINT = 'sudo apt-get install -y chromium fonts-noto-cjk';

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const hasKoreanFont = () => {
  const fonts = spawnSync('fc-list', [], { encoding: 'utf8' });
  return fonts.status === 0 && /Noto Sans CJK/i.test(fonts.stdout);
};

function missingPackages() {
  const missing = [];
  if (!fs.existsSync(PACKAGES.chromium) && !fs.existsSync('/usr/bin/chromium-browser'))
    missing.push('chromium');
  if (!hasKoreanFont()) missing.push('fonts-noto-cjk');
  return missing;
}

/** How this process may run apt-get: directly as root, through password-less sudo, or not at all. */
function aptRunner() {
  if (!succeeds('sh', ['-c', 'command -v apt-get'])) return null;
  if (process.getuid?.() === 0) return [];
  return succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
}

function ensureBrowser() {
  if (process.env.CHROME_PATH) {
    if (fs.existsSync(process.env.CHROME_PATH)) return;
    throw new Error(`CHROME_PATH points at ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const missing = missingPackages();
  if (missing.length === 0) return;
  const runner = aptRunner();
  if (!runner) {
    throw new Error(
      `The browser tests need ${missing.join(' and ')}. Install with \`${INSTALL_HINT}\`, or set CHROME_PATH.`,
    );
  }
  console.log(`Installing ${missing.join(', ')} with apt-get (browser tests)…`);
  const run = (args) => {
    const [command, ...rest] = [...runner, ...args];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...missing]);
}

try {
  ensureBrowser();
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
