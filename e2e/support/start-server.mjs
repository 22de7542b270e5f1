// Starts the built product on a fresh, empty data directory: first start migrates and seeds, as a new user sees it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTossSandbox } from '@ft/toss-sandbox';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-e2e-'));
const server = path.resolve(import.meta.dirname, '../../apps/server/dist/server.js');
// The payment sandbox, in this process: the server runs none itself (decision 093). Its webhooks go to the server,
// and the server's test clock moves it too (POST /__test/clock), so 결제 대사 compares times of one clock.
const sandbox = await startTossSandbox({
  webhookUrl: `http://127.0.0.1:${process.env.PORT ?? 3000}/api/v1/payments/webhook`,
});
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  // Every browser test signs up its own people, at two viewports: more than one address may in an hour…
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SIGNUP_LIMIT_PER_HOUR: '1000',
    // …and the demo operator and owner log in from 127.0.0.1 in spec after spec.
    LOGIN_LIMIT_PER_IP: '1000',
    LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '1000',
    // Tests move the server's time instead of waiting for an event to start (support/server-clock.ts).
    TEST_CLOCK: 'on',
    TOSS_SANDBOX_URL: sandbox.url,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await sandbox.close();
  process.exit(code ?? 0);
});
