import type { NoticeKind } from '@ft/shared';

export type AlimtalkKind = Exclude<NoticeKind, 'marketing'>;

/**
 * The 알림톡 templates to register with Kakao (through NHN Cloud's console), one per kind; the text must match
 * what Kakao approved letter for letter, so the notice's own words travel as variables. The button is a web
 * link registered as `{PUBLIC_URL}#{링크}` (the variable is the path). Marketing has none: 알림톡 carries
 * information only, never ads.
 */
export const ALIMTALK_TEMPLATES: Record<AlimtalkKind, { content: string; button: string }> = {
  booking: {
    content: '[푸드트럭 예약] 예약 소식\n\n#{제목}\n#{내용}\n\n자세한 내용은 아래 버튼에서 확인해주세요.',
    button: '예약 확인하기',
  },
  reminder: {
    content: '[푸드트럭 예약] 잊지 마세요\n\n#{제목}\n#{내용}\n\n아래 버튼에서 바로 처리할 수 있어요.',
    button: '바로 가기',
  },
  message: {
    content: '[푸드트럭 예약] 새 메시지\n\n#{제목}\n#{내용}\n\n답장은 아래 버튼에서 보낼 수 있어요.',
    button: '메시지 보기',
  },
};

/** A template's variables: each `#{이름}` of its text and its button's link. */
export const variablesOf = (content: string): string[] => [
  ...new Set([...content.matchAll(/#\{([^}]+)\}/g)].map((m) => m[1]!).concat('링크')),
];

/** Kakao refuses a variable's value over its limits; a notice's body is short, but a message preview is trimmed. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const alimtalkVariables = (notice: { title: string; body: string; link: string }) => ({
  제목: cut(notice.title, 60),
  내용: cut(notice.body, 300),
  링크: notice.link,
});
