import { type BusinessInfo, MINUTE_MS, PASSWORD_RESET_TTL_MS, ROUTES } from '@ft/shared';

const SERVICE = '푸드트럭 예약';
const MINUTES = PASSWORD_RESET_TTL_MS / MINUTE_MS;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** One short mail: a heading, its lines, one button, and who sent it. Text and HTML say the same. */
function compose(input: {
  title: string;
  lines: string[];
  button: { label: string; url: string };
  after: string;
  business: BusinessInfo;
}): Mail {
  const subject = `[${SERVICE}] ${input.title}`;
  const sender = input.business.demo
    ? SERVICE
    : `${input.business.name} · 고객센터 ${input.business.supportPhone} · ${input.business.supportEmail}`;
  const text = [
    input.title,
    '',
    ...input.lines,
    '',
    `${input.button.label}: ${input.button.url}`,
    '',
    input.after,
    '—',
    sender,
  ].join('\n');
  const paragraphs = input.lines.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('');
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 24px 8px;font-size:14px;font-weight:700;color:#c2410c">${escapeHtml(SERVICE)}</td></tr>
<tr><td style="padding:0 24px;font-size:20px;font-weight:700;line-height:1.4">${escapeHtml(input.title)}</td></tr>
<tr><td style="padding:12px 24px 12px;font-size:15px;line-height:1.6">${paragraphs}</td></tr>
<tr><td style="padding:0 24px 20px"><a href="${escapeHtml(input.button.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#c2410c;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(input.button.label)}</a></td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e7e5e4;font-size:12px;line-height:1.6;color:#78716c">${escapeHtml(input.after)}<br>${escapeHtml(sender)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

const NOT_YOU = '요청하지 않았다면 이 메일은 무시해주세요. 비밀번호는 바뀌지 않아요.';

/** The link that sets a new password: good for 30 minutes, once. */
export function renderResetEmail(input: {
  nickname: string;
  publicUrl: string;
  token: string;
  business: BusinessInfo;
}): Mail {
  const url = `${input.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return compose({
    title: '비밀번호 재설정 안내',
    lines: [
      `${input.nickname}님, 비밀번호를 다시 설정하려면 아래 버튼을 눌러주세요.`,
      `링크는 ${MINUTES}분 동안 한 번만 쓸 수 있어요. 새 비밀번호를 정하면 로그인된 모든 기기에서 로그아웃돼요.`,
    ],
    button: { label: '새 비밀번호 정하기', url },
    after: NOT_YOU,
    business: input.business,
  });
}

/** An account made with Kakao has no password to reset: it opens with Kakao (docs/decisions/040). */
export function renderKakaoOnlyEmail(input: {
  nickname: string;
  publicUrl: string;
  business: BusinessInfo;
}): Mail {
  return compose({
    title: '카카오로 가입한 계정이에요',
    lines: [
      `${input.nickname}님의 계정은 카카오로 가입해서 비밀번호가 없어요.`,
      '로그인 화면에서 카카오로 시작하기를 눌러 로그인해주세요.',
    ],
    button: { label: '로그인하러 가기', url: `${input.publicUrl}${ROUTES.profile}` },
    after: NOT_YOU,
    business: input.business,
  });
}
