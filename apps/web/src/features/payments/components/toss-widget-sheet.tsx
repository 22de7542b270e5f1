import type { PaymentOrder } from '@ft/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatWon } from '../../../shell/format.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';

/** Toss Payments' payment widget SDK v2, the part this sheet uses. */
interface TossWidgets {
  setAmount(amount: { currency: 'KRW'; value: number }): Promise<void>;
  renderPaymentMethods(options: { selector: string; variantKey?: string }): Promise<unknown>;
  renderAgreement(options: { selector: string; variantKey?: string }): Promise<unknown>;
  requestPayment(request: {
    orderId: string;
    orderName: string;
    successUrl: string;
    failUrl: string;
  }): Promise<void>;
}
declare global {
  interface Window {
    TossPayments?: (clientKey: string) => { widgets(options: { customerKey: string }): TossWidgets };
  }
}

const SDK_URL = 'https://js.tosspayments.com/v2/standard';
let sdk: Promise<void> | undefined;
/** The SDK script, loaded once and only when someone pays with real keys. */
function loadSdk(): Promise<void> {
  sdk ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      sdk = undefined;
      reject(new Error('payment widget script did not load'));
    };
    document.head.append(script);
  });
  return sdk;
}

/**
 * Toss's payment widget in a sheet: the methods and the agreement it renders, the amount the
 * server stored for the order, and 결제하기, which leaves for Toss and comes back to /payment/success or /fail.
 */
export function TossWidgetSheet({ order, onClose }: { order: PaymentOrder; onClose: () => void }) {
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const widgets = useRef<TossWidgets | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    loadSdk()
      .then(async () => {
        if (!window.TossPayments) throw new Error('TossPayments missing');
        const made = window.TossPayments(order.clientKey).widgets({ customerKey: order.customerKey });
        await made.setAmount({ currency: 'KRW', value: order.amount });
        await Promise.all([
          made.renderPaymentMethods({ selector: `#${id}-methods`, variantKey: 'DEFAULT' }),
          made.renderAgreement({ selector: `#${id}-agreement`, variantKey: 'AGREEMENT' }),
        ]);
        if (!live) return;
        widgets.current = made;
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [order, id]);

  return (
    <Dialog
      title="결제하기"
      description={`${order.orderName} · ${formatWon(order.amount)}`}
      onClose={onClose}
    >
      {state === 'failed' && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          결제창을 불러오지 못했어요. 네트워크를 확인하고 다시 시도해주세요.
        </p>
      )}
      <div id={`${id}-methods`} />
      <div id={`${id}-agreement`} />
      <button
        type="button"
        disabled={state !== 'ready'}
        onClick={() =>
          void widgets.current?.requestPayment({
            orderId: order.orderId,
            orderName: order.orderName,
            successUrl: order.successUrl,
            failUrl: order.failUrl,
          })
        }
        className={`${PRIMARY_BUTTON} mt-4 disabled:opacity-60`}
      >
        {formatWon(order.amount)} 결제하기
      </button>
    </Dialog>
  );
}
