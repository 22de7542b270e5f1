/**
 * The customer's 카드 (승인) on the Toss sandbox's checkout page (tools/toss-sandbox/src/checkout.ts): the
 * page's form posted as a browser would, and the payment read from where it sends them back (successUrl).
 */
export async function approveInCheckout(
  checkoutUrl: string,
): Promise<{ paymentKey: string; orderId: string; amount: number; returnedTo: URL }> {
  const page = new URL(checkoutUrl);
  const res = await fetch(new URL('/checkout', page), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(page.searchParams), choice: 'approve' }),
  });
  if (res.status !== 303) throw new Error(`checkout answered ${res.status}`);
  const back = new URL(res.headers.get('location')!);
  return {
    paymentKey: back.searchParams.get('paymentKey')!,
    orderId: back.searchParams.get('orderId')!,
    amount: Number(back.searchParams.get('amount')),
    returnedTo: back,
  };
}
