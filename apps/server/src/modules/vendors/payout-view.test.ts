import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box.ts';
import { payoutView } from './vendors.service.ts';

describe('payout account view', () => {
  const box = createSecretBox(randomBytes(32));
  const row = {
    payoutBank: '토스뱅크',
    payoutHolder: '김사장',
    payoutAccountCipher: box.seal('100012345678'),
    payoutAccountLast4: '5678',
  };

  it('shows the whole number to its owner and admins', () => {
    expect(payoutView(box, row, true)).toEqual({
      bank: '토스뱅크',
      holder: '김사장',
      accountNumber: '100012345678',
      masked: false,
    });
  });

  it('masks it for everyone else without opening the seal', () => {
    const view = payoutView({ seal: box.seal, open: () => expect.unreachable('opened') }, row, false);
    expect(view).toEqual({ bank: '토스뱅크', holder: '김사장', accountNumber: '****5678', masked: true });
  });

  it('is absent when no account was given', () => {
    expect(payoutView(box, { ...row, payoutAccountCipher: null }, true)).toBeNull();
  });
});
