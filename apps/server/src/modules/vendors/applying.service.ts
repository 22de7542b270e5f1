import { currentTime } from '@ft/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, vendorApplications } from '../../db/schema/index.ts';
import type { SessionUser } from '../../plugins/session.ts';

/**
 * Papers are for people in the application flow, applicants and vendors: an application is only
 * written when it is submitted, so the flow's start is recorded on the person (`users.applying_since`), and an
 * upload of papers asks for it. The hourly documents quota (decision 032) still bounds what any of them send.
 */

/** Records that the person started 입점 신청 (the first time only) and answers since when. */
export async function startApplying(db: Db, user: SessionUser): Promise<Date> {
  const [started] = await db
    .update(users)
    .set({ applyingSince: currentTime() })
    .where(and(eq(users.id, user.id), isNull(users.applyingSince)))
    .returning({ applyingSince: users.applyingSince });
  if (started?.applyingSince) return started.applyingSince;
  const [row] = await db
    .select({ applyingSince: users.applyingSince })
    .from(users)
    .where(eq(users.id, user.id));
  return row!.applyingSince!;
}

/** Vendors and operators, and anyone who started an application or has sent one. */
export async function mayUploadPapers(db: Db, user: SessionUser): Promise<boolean> {
  if (user.role === 'vendor' || user.role === 'admin') return true;
  const [row] = await db
    .select({
      applying: sql<boolean>`${users.applyingSince} is not null or exists (
        select 1 from ${vendorApplications} where ${vendorApplications.applicantId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  return row?.applying === true;
}
