import type { FastifyInstance } from 'fastify';
import { DECLINE_MESSAGE } from './toss-json.ts';
import type { TossSandboxFaults } from './types.ts';

/** Every fault a test can set, by name: the methods of `faults`, and what `POST /__test/faults` accepts. */
export const TOSS_SANDBOX_FAULTS = [
  'declineNextConfirm',
  'delayNextConfirm',
  'confirmButLoseAnswer',
  'failNextConfirm',
  'failNextCancel',
  'cancelButLoseAnswer',
  'failNextLookup',
  'failNextTransactions',
  'clear',
] as const satisfies readonly (keyof TossSandboxFaults)[];

export type ConfirmFault =
  | { kind: 'decline'; code: string; message: string }
  | { kind: 'delay'; ms: number }
  | { kind: 'loseAnswer'; ms: number }
  | { kind: 'fail' };
export type CancelFault = { kind: 'fail' } | { kind: 'loseAnswer'; ms: number };

/** The faults set and not yet used, which the routes take from, and the methods that set them. */
export function createFaults() {
  const pending = {
    confirm: [] as ConfirmFault[],
    cancel: [] as CancelFault[],
    lookups: 0,
    transactions: 0,
  };
  const faults: TossSandboxFaults = {
    declineNextConfirm: (code = 'REJECT_CARD_PAYMENT', message = DECLINE_MESSAGE) => {
      pending.confirm.push({ kind: 'decline', code, message });
    },
    delayNextConfirm: (ms) => {
      pending.confirm.push({ kind: 'delay', ms });
    },
    confirmButLoseAnswer: (ms) => {
      pending.confirm.push({ kind: 'loseAnswer', ms });
    },
    failNextConfirm: () => {
      pending.confirm.push({ kind: 'fail' });
    },
    failNextCancel: () => {
      pending.cancel.push({ kind: 'fail' });
    },
    cancelButLoseAnswer: (ms) => {
      pending.cancel.push({ kind: 'loseAnswer', ms });
    },
    failNextLookup: () => {
      pending.lookups += 1;
    },
    failNextTransactions: () => {
      pending.transactions += 1;
    },
    clear: () => {
      pending.confirm.length = 0;
      pending.cancel.length = 0;
      pending.lookups = 0;
      pending.transactions = 0;
    },
  };
  /** Takes one of a counted fault if one is set: true when the call must fail. */
  const take = (kind: 'lookups' | 'transactions') => {
    if (pending[kind] === 0) return false;
    pending[kind] -= 1;
    return true;
  };
  return { faults, pending, take };
}

/** The same faults over HTTP, for a browser test that knows only the sandbox's URL. */
export function registerFaultRoute(app: FastifyInstance, faults: TossSandboxFaults) {
  app.post('/__test/faults', async (req, reply) => {
    const body = (req.body ?? {}) as { fault?: unknown; code?: unknown; message?: unknown; ms?: unknown };
    const name = TOSS_SANDBOX_FAULTS.find((f) => f === body.fault);
    const ms = typeof body.ms === 'number' && Number.isSafeInteger(body.ms) && body.ms >= 0 ? body.ms : null;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const bad = (message: string) => reply.status(400).send({ code: 'INVALID_REQUEST', message });
    switch (name) {
      case 'declineNextConfirm':
        faults.declineNextConfirm(text(body.code), text(body.message));
        break;
      case 'delayNextConfirm':
      case 'confirmButLoseAnswer':
      case 'cancelButLoseAnswer':
        if (ms === null) return bad(`${name} needs ms`);
        faults[name](ms);
        break;
      case undefined:
        return bad(`fault must be one of ${TOSS_SANDBOX_FAULTS.join(', ')}`);
      default:
        faults[name]();
    }
    return { ok: true, fault: name };
  });
}
