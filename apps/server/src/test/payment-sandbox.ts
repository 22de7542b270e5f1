import { currentTime } from '@ft/shared';
import { startTossSandbox, type TossSandbox } from '@ft/toss-sandbox';

/**
 * Payment sandboxes for tests (tools/toss-sandbox, decision 093): the server runs none itself, so a test gives it
 * one's address (TOSS_SANDBOX_URL), as `npm start` does. Started in the test's own process, on the product's
 * clock: a test that moves the clock moves the sandbox with it.
 */
export const startTestSandbox = (): Promise<TossSandbox> => startTossSandbox({ now: currentTime });

let shared: Promise<TossSandbox> | undefined;
/**
 * One sandbox for the apps and server processes of a test file that share a database (instances on one PostgreSQL
 * share one, decision 073). Started on first use; its socket does not keep the process alive.
 */
export function sharedTestSandbox(): Promise<TossSandbox> {
  shared ??= startTestSandbox().then((sandbox) => {
    sandbox.unref();
    return sandbox;
  });
  return shared;
}
