import type { CheckoutOrder } from './types.ts';

/**
 * The Toss sandbox's own pages (checkout.ts serves them): the checkout that stands in for the payment widget, its error
 * page and a receipt. Plain HTML marked 테스트 결제.
 */
// ---------------------------------------------------------------------------------------------------------
// The checkout page (HTML): every value that reaches it is escaped; no scripts, so a strict CSP holds.

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);

const won = (amount: number) => `${new Intl.NumberFormat('ko-KR').format(amount)}원`;

const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;background:#f2f4f6;color:#191f28;line-height:1.5;word-break:keep-all}
main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border-radius:.75rem;background:#fff4e5;color:#7a3e00;border:1px solid #ffb74d}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.summary{margin:0 0 1.5rem;padding:1rem;border-radius:.75rem;background:#fff}
.summary div{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0}
.summary dt{color:#4e5968}
.summary dd{margin:0;text-align:right;overflow-wrap:anywhere}
.amount{font-weight:700;font-size:1.25rem}
fieldset{border:0;margin:0 0 .75rem;padding:0}
legend{font-weight:600;margin-bottom:.5rem}
button{display:block;width:100%;min-height:48px;margin:0 0 .5rem;padding:.75rem 1rem;border-radius:.75rem;border:1px solid #3182f6;background:#3182f6;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.declined{background:#fff;color:#1b64da}
button.secondary{background:#e5e8eb;border-color:#e5e8eb;color:#191f28}
button:focus-visible{outline:3px solid #191f28;outline-offset:2px}
.hint{color:#4e5968;font-size:.875rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const NOTICE = '<p class="notice" role="note"><strong>테스트 결제</strong> — 실제로 돈이 나가지 않아요</p>';

/** What the checkout page is opened with and posts on: its link's query and its form's hidden fields. */
export const checkoutFields = (order: CheckoutOrder, clientKey: string): Record<string, string> => ({
  clientKey,
  orderId: order.orderId,
  orderName: order.orderName,
  amount: String(order.amount),
  customerKey: order.customerKey,
  successUrl: order.successUrl,
  failUrl: order.failUrl,
});

export function checkoutPage(order: CheckoutOrder, clientKey: string): string {
  const hidden = Object.entries(checkoutFields(order, clientKey))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    '테스트 결제',
    `${NOTICE}
<h1>테스트 결제</h1>
<dl class="summary">
<div><dt>주문</dt><dd>${escapeHtml(order.orderName)}</dd></div>
<div><dt>결제 금액</dt><dd class="amount">${won(order.amount)}</dd></div>
</dl>
<form method="post" action="/checkout">
${hidden}
<fieldset>
<legend>결제 수단</legend>
<button type="submit" name="choice" value="approve">카드 (승인)</button>
<button type="submit" name="choice" value="decline" class="declined">카드 (한도 초과)</button>
</fieldset>
<button type="submit" name="choice" value="cancel" class="secondary">결제 취소</button>
</form>
<p class="hint">카드 (한도 초과)를 고르면 카드사가 승인을 거절한 것처럼 실패해요.</p>`,
  );
}

export const errorPage = (reason: string) =>
  page(
    '결제를 시작할 수 없어요',
    `${NOTICE}\n<h1>결제를 시작할 수 없어요</h1>\n<p>${escapeHtml(reason)}</p>`,
  );

export function receiptPage(p: {
  orderName: string;
  orderId: string;
  totalAmount: number;
  balanceAmount: number;
  /** As Toss writes times (Seoul, with its offset). */
  approvedAt: string | null;
}): string {
  const rows = [
    ['주문', p.orderName],
    ['주문번호', p.orderId],
    ['결제 금액', won(p.totalAmount)],
    ['남은 금액', won(p.balanceAmount)],
    ['승인 시각', p.approvedAt ?? '-'],
  ]
    .map(([k, v]) => `<div><dt>${escapeHtml(k ?? '')}</dt><dd>${escapeHtml(v ?? '')}</dd></div>`)
    .join('\n');
  return page(
    '테스트 결제 영수증',
    `${NOTICE}\n<h1>테스트 결제 영수증</h1>\n<dl class="summary">${rows}</dl>`,
  );
}
