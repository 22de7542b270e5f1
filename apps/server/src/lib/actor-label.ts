import type { UserRole } from '@ft/shared';

/** Who made a change, as histories show it: the nickname, marked when an operator; a deleted account unnamed. */
export const actorLabel = (nickname: string | null, role: UserRole | null) =>
  nickname ? `${nickname}${role === 'admin' ? ' (운영자)' : ''}` : '알 수 없음';
