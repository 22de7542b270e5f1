import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { sharedTestSandbox } from './payment-sandbox.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

/**
 * What instances on one PostgreSQL must share (config/shared-instance-checks.ts), the same for every process of
 * a test run: the keys, and local files declared shared (the processes of a test that reads another's photos
 * are given one DATA_DIR); and no drain before stopping (a test of the drain sets its own).
 */
const TEST_DEFAULTS = {
  PAYOUT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  FILE_URL_SECRET: randomBytes(32).toString('hex'),
  STORAGE_SHARED: 'on',
  SHUTDOWN_DRAIN_MS: '0',
};

/**
 * The payment sandbox a server process is given (TOSS_SANDBOX_URL): it runs none itself (decision 093). One for
 * every server process of a test file, in this process, as instances on one PostgreSQL share one (decision 073);
 * none when the test gives Toss keys or a sandbox's address (even an empty one: a test of the refusal).
 */
async function paymentSandboxFor(env: Record<string, string>): Promise<Record<string, string>> {
  if (env.TOSS_SECRET_KEY || 'TOSS_SANDBOX_URL' in env) return {};
  return { TOSS_SANDBOX_URL: (await sharedTestSandbox()).url };
}

/** The real server (`src/server.ts`) in a process of its own on a free port, resolved once it says it runs. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...TEST_DEFAULTS,
      ...(await paymentSandboxFor(env)),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 160 && !output.includes('is running') && child.exitCode === null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!output.includes('is running')) {
    child.kill('SIGKILL');
    throw new Error(`server did not start:\n${output}`);
  }
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, exited };
}
