import type { Actor } from '@ft/shared';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Who makes a move, why and when: what its history line and its event say. */
export interface MoveLine {
  actor: Actor;
  actorUserId: string | null;
  reason?: string | null;
  at: Date;
}

export const systemLine = (at: Date, reason?: string | null): MoveLine => ({
  actor: 'system',
  actorUserId: null,
  reason: reason ?? null,
  at,
});

/**
 * Tells the status triggers (drizzle/repeatable/) who makes the next move in this transaction: they write the
 * history line and the event from it. Local to the transaction (`set_config(…, true)`): call it inside one, right
 * before the status write; a write without it is the system's, now.
 */
export async function stampMove(tx: Db, line: MoveLine): Promise<void> {
  await tx.execute(sql`select set_config('ft.move_actor', ${line.actor}, true),
    set_config('ft.move_actor_user_id', ${line.actorUserId ?? ''}, true),
    set_config('ft.move_reason', ${line.reason ?? ''}, true),
    set_config('ft.move_at', ${line.at.toISOString()}, true)`);
}
