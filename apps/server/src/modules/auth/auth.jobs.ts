import { HOUR_MS, MINUTE_MS } from '@ft/shared';
import type { Job } from '../../lib/jobs.ts';
import { deleteExpiredKakaoSignups } from './kakao-signup.ts';
import { unlinkDueKakaoAccounts } from './kakao-unlinks.ts';
import { deleteExpiredSessions } from './session.ts';

/** Its name, for the 탈퇴 that wakes it (account.routes.ts). */
export const KAKAO_UNLINKS_JOB = 'kakao unlinks';

/** Retries what Kakao could not take at 탈퇴; without the admin key there is nothing to unlink with. */
export const kakaoUnlinks: Job = {
  name: KAKAO_UNLINKS_JOB,
  runs: 'always',
  needs: (config) => Boolean(config.kakao.adminKey),
  every: MINUTE_MS,
  run: ({ app }) => unlinkDueKakaoAccounts(app.database.db, app.config),
};

/** Expired sessions and unfinished Kakao sign-ups, hourly: plain idempotent SQL, any number of instances. */
export const sessionSweep: Job = {
  name: 'session sweep',
  runs: 'server',
  every: HOUR_MS,
  run: async ({ app }) => {
    await Promise.all([deleteExpiredSessions(app.database.db), deleteExpiredKakaoSignups(app.database.db)]);
    return undefined;
  },
};

export const authJobs: Job[] = [kakaoUnlinks, sessionSweep];
