/**
 * The bench's processes talk one request at a time: the parent sends a message and waits for one reply,
 * `{ result }` or `{ error }`, while the child answers each message in turn.
 */
import type { ChildProcess } from 'node:child_process';

type Reply<T> = { result: T } | { error: string };

/** The child's next reply (to `message`, when one is given); rejects when the child exits first. */
export function ask<T>(child: ChildProcess, name: string, message?: object): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${name} exited ${code}`));
    child.once('exit', onExit);
    child.once('message', (reply: Reply<T>) => {
      child.off('exit', onExit);
      if ('error' in reply) reject(new Error(`${name}: ${reply.error}`));
      else resolve(reply.result);
    });
    if (message) child.send(message);
  });
}

/** In the child: answers each message with `handle`'s result or error, then `after` it is sent. */
export function answerEach<M>(handle: (message: M) => Promise<unknown>, after?: (message: M) => void): void {
  process.on('message', (message: M) => {
    handle(message).then(
      (result) => process.send!({ result }, () => after?.(message)),
      (error: Error) => process.send!({ error: error.stack ?? error.message }),
    );
  });
}
