import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { PaymentGateway } from './gateway/gateway.ts';

/** What the payment services work with (app.payments): shared by the writes and the views. */
export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  /** The platform's share of a booking's money when it is released to the vendor (COMMISSION_RATE). */
  commissionRate: number;
  /** Signs links to a dispute's photos. */
  storage: Storage;
}
