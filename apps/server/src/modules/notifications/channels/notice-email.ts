import { type BusinessInfo, type NoticeKind, ROUTES } from '@ft/shared';

/** Why a person gets this mail, by the kind they left on in 설정. */
const KIND_WORDS: Record<NoticeKind, string> = {
  booking: '예약 소식',
  reminder: '예약 리마인더',
  message: '새 메시지 알림',
  marketing: '혜택·이벤트 소식',
};

const SERVICE = '푸드트럭 예약';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface NoticeEmailInput {
  title: string;
  body: string;
  /** The notice's path in the app (`/bookings/…`), opened at PUBLIC_URL. */
  link: string;
  kind: NoticeKind;
  publicUrl: string;
  business: BusinessInfo;
}

/**
 * A notice as mail: the service as sender, the notice's title and body, one button to the screen that acts on
 * it, and at the foot why it came and where to turn it off (설정). Marketing starts with (광고) and names the
 * sender, as 정보통신망법 §50 asks. Text and HTML say the same.
 */
export function renderNoticeEmail(input: NoticeEmailInput) {
  const url = `${input.publicUrl}${input.link}`;
  const settingsUrl = `${input.publicUrl}${ROUTES.settings}`;
  const ad = input.kind === 'marketing' ? '(광고) ' : '';
  const subject = `${ad}[${SERVICE}] ${input.title}`;
  const why = `${SERVICE}에서 ${KIND_WORDS[input.kind]}을 이메일로 받기로 하셔서 보내드려요.`;
  const off = '받고 싶지 않으면 설정에서 끌 수 있어요';
  const sender = input.business.demo
    ? SERVICE
    : `${input.business.name} · 대표 ${input.business.representative} · ${input.business.address} · 고객센터 ${input.business.supportPhone}`;
  const text = [
    `${ad}${input.title}`,
    '',
    input.body,
    '',
    `바로 보기: ${url}`,
    '',
    '—',
    why,
    `${off}: ${settingsUrl}`,
    sender,
  ].join('\n');
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 24px 8px;font-size:14px;font-weight:700;color:#c2410c">${escapeHtml(SERVICE)}</td></tr>
<tr><td style="padding:0 24px;font-size:20px;font-weight:700;line-height:1.4">${escapeHtml(ad + input.title)}</td></tr>
<tr><td style="padding:12px 24px 20px;font-size:15px;line-height:1.6">${escapeHtml(input.body)}</td></tr>
<tr><td style="padding:0 24px 24px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#c2410c;color:#ffffff;font-weight:700;text-decoration:none">바로 보기</a></td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e7e5e4;font-size:12px;line-height:1.6;color:#78716c">${escapeHtml(why)}<br><a href="${escapeHtml(settingsUrl)}" style="color:#78716c">${escapeHtml(off)}</a><br>${escapeHtml(sender)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html, settingsUrl };
}
