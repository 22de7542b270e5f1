// Part of `npm test`: the tests that need real services, run when PostgreSQL and Redis answer on this machine
// (TEST_DATABASE_URL / TEST_REDIS_URL, or the usual local ports): two server processes sharing them, and the
// database going away and coming back, and notice delivery across server processes. Without them it says so and passes; `.ci/run` always has both.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const database = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

if (!(await answers(database)) || !(await answers(redis))) {
  console.log('PostgreSQL or Redis not reachable here: the scale-out and outage tests run in .ci/run.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    'src/scale-out.api.test.ts',
    'src/db-outage.api.test.ts',
    // Three instances started together on an empty database (the start-up lock).
    'src/startup.api.test.ts',
    // A running instance's database dumped and restored into a fresh one (docs/operations/backup-restore.md).
    'src/backup-restore.api.test.ts',
    // Two servers sending email and 알림톡 from one PostgreSQL, and one killed mid-send (decision 038).
    'src/modules/notifications/channel-delivery-processes.api.test.ts',
    // A request's trace on PostgreSQL: its statements through node-postgres (decision 057).
    'src/tracing.api.test.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: database, TEST_REDIS_URL: redis } },
);
process.exit(result.status ?? 1);
