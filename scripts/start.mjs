// `npm start`: builds the web app and the server only when a build is missing or older than its sources,
// then runs the server (embedded PGlite under ./data unless DATABASE_URL is set) and, without Toss's keys, the
// payment sandbox it is given (테스트 결제: tools/toss-sandbox, in this process; the server runs none itself).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIfStale(name, output, sources) {
  const built = newestMtime(output);
  const changed = Math.max(...sources.map((s) => newestMtime(at(s))));
  if (built > 0 && built >= changed) return;
  console.log(`Building ${name}…`);
  execSync(`npm run build -w ${name}`, { cwd: root, stdio: 'inherit' });
}

const shared = ['packages/shared/src'];
buildIfStale('@ft/web', at('apps/web/dist/server/entry-server.js'), [
  ...shared,
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
]);
buildIfStale('@ft/server', at('apps/server/dist/server.js'), [
  ...shared,
  'apps/server/src',
  'apps/server/build.mjs',
]);

/**
 * Without Toss's keys or a sandbox's address, on PGlite (one process), a sandbox here for the server (decision 093):
 * its webhooks go to the server, and it lives and dies with this process. With DATABASE_URL the server asks for
 * TOSS_SANDBOX_URL itself: instances that share a database must share one sandbox (decision 073).
 */
async function paymentSandbox() {
  const env = process.env;
  if (env.TOSS_CLIENT_KEY || env.TOSS_SECRET_KEY || env.TOSS_SANDBOX_URL || env.DATABASE_URL)
    return undefined;
  const { startTossSandbox } = await import('@ft/toss-sandbox');
  return startTossSandbox({
    webhookUrl: `http://127.0.0.1:${env.PORT || 3000}/api/v1/payments/webhook`,
  });
}

const sandbox = await paymentSandbox();
const child = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
  stdio: 'inherit',
  env: sandbox ? { ...process.env, TOSS_SANDBOX_URL: sandbox.url } : process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await sandbox?.close();
  process.exit(code ?? 0);
});
