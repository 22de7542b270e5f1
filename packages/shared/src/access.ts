import type { UserRole } from './enums.ts';

/**
 * Who may call an API route or open a screen: the server enforces it on every /api route
 * (apps/server/src/plugins/access.ts) and the web app guards its screens with the same rule
 * (apps/web/src/app/require-session.tsx).
 */
export type AccessRule = 'public' | 'signed-in' | 'vendor' | 'admin';

/** Whether a signed-in person of this role passes the rule. Operators pass the vendors' rules too. */
export function roleMayPass(access: AccessRule, role: UserRole): boolean {
  if (access === 'admin') return role === 'admin';
  if (access === 'vendor') return role === 'vendor' || role === 'admin';
  return true;
}

/** How a refusal for lack of a role is worded: the server's 403 message and the web's 권한 없음 screen. */
export const ROLE_REFUSALS = {
  vendor: {
    message: '입점 승인된 사장님만 이용할 수 있어요.',
    hint: '입점 신청이 승인되면 이 화면을 쓸 수 있어요.',
  },
  admin: {
    message: '운영자만 이용할 수 있어요.',
    hint: '운영자 계정으로 로그인했는지 확인해주세요.',
  },
} as const satisfies Record<'vendor' | 'admin', { message: string; hint: string }>;
