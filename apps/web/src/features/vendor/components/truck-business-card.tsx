import { businessDetailsSchema, formatBusinessNumber, type OwnTruck, payoutAccountSchema } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useUpdateTruckMutation } from '../api/vendor.ts';
import type { DraftDocument } from '../draft/application-draft.ts';
import { formatBusinessNumberInput, formatPhoneNumber } from '../format.ts';
import { BusinessFields, type BusinessForm, PayoutFields, type PayoutForm } from './business-fields.tsx';
import { DocumentRow } from './document-row.tsx';
import { useServerFieldErrors } from './fields.tsx';
import { Card, FACTS, Fact } from './manage-card.tsx';

// ── Business details and payout ───────────────────────────────────────────────────────────────────────────
/** The owner sees the whole account number on request; it starts masked, as on a bank's own app. */
function AccountNumber({ payout }: { payout: NonNullable<OwnTruck['payout']> }) {
  const [shown, setShown] = useState(false);
  return (
    <span className="-my-2 flex items-center gap-1">
      <span className="tabular-nums">
        {payout.masked || shown ? payout.accountNumber : `****${payout.accountNumber.slice(-4)}`}
      </span>
      {!payout.masked && (
        <button
          type="button"
          aria-pressed={shown}
          aria-label={shown ? '계좌번호 가리기' : '계좌번호 보기'}
          onClick={() => setShown((v) => !v)}
          className="min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700"
        >
          {shown ? '가리기' : '보기'}
        </button>
      )}
    </span>
  );
}

function Details({ business, payout }: { business: OwnTruck['business']; payout: OwnTruck['payout'] }) {
  return (
    <dl className={FACTS}>
      <Fact label="상호">{business.companyName}</Fact>
      <Fact label="대표자">{business.representative}</Fact>
      <Fact label="사업자번호">{formatBusinessNumber(business.businessNumber)}</Fact>
      <Fact label="연락처">{formatPhoneNumber(business.phone)}</Fact>
      <Fact label="정산 계좌">
        {payout ? (
          <>
            <span className="block">
              {payout.bank} · {payout.holder}
            </span>
            <AccountNumber payout={payout} />
          </>
        ) : (
          <span className="text-gray-600">아직 없어요</span>
        )}
      </Fact>
    </dl>
  );
}

const changeFormSchema = z.object({ business: businessDetailsSchema, payout: payoutAccountSchema });
type ChangeInput = z.input<typeof changeFormSchema>;
type ChangeOutput = z.output<typeof changeFormSchema>;

const changeDefaults = (truck: OwnTruck): ChangeInput => ({
  business: {
    companyName: truck.business.companyName,
    representative: truck.business.representative,
    businessNumber: formatBusinessNumberInput(truck.business.businessNumber),
    phone: formatPhoneNumber(truck.business.phone),
  },
  payout: {
    bank: (truck.payout?.bank ?? '') as ChangeInput['payout']['bank'],
    holder: truck.payout?.holder ?? '',
    accountNumber: truck.payout && !truck.payout.masked ? truck.payout.accountNumber : '',
  },
});

function ChangeForm({ truck, onDone }: { truck: OwnTruck; onDone: () => void }) {
  const update = useUpdateTruckMutation(truck.id);
  const [certificate, setCertificate] = useState<DraftDocument | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<ChangeInput, unknown, ChangeOutput>({
    resolver: zodResolver(changeFormSchema),
    defaultValues: changeDefaults(truck),
    mode: 'onTouched',
  });
  useServerFieldErrors(form, update.error?.fields);
  const save = form.handleSubmit(async (values) => {
    const business = (['companyName', 'representative', 'businessNumber', 'phone'] as const).some(
      (key) => values.business[key] !== truck.business[key],
    );
    const current = truck.payout;
    const payout =
      !current ||
      current.bank !== values.payout.bank ||
      current.holder !== values.payout.holder ||
      current.accountNumber !== values.payout.accountNumber;
    if (!business && !payout && !certificate) return setNotice('바뀐 내용이 없어요');
    const saved = await update
      .mutateAsync({
        ...(business ? { business: values.business } : {}),
        ...(payout ? { payout: values.payout } : {}),
        // A new 사업자등록증 goes with a change of business details.
        ...(certificate
          ? { documents: [{ kind: 'business_registration' as const, fileId: certificate.id }] }
          : {}),
        ...(!business && certificate ? { business: values.business } : {}),
      })
      .catch(() => null);
    if (!saved) return;
    toast.success('변경 심사를 요청했어요', '심사가 끝날 때까지 지금 정보로 영업해요.');
    onDone();
  });
  const section = form as unknown as BusinessForm & PayoutForm;
  return (
    <form onSubmit={save} noValidate aria-label="사업자 정보·정산 계좌 변경" className="mt-5 space-y-5">
      <BusinessFields form={section} />
      <PayoutFields form={section} />
      <ul aria-label="변경 서류">
        <DocumentRow
          kind="business_registration"
          required={false}
          file={certificate}
          onChange={(file) => {
            setNotice(null);
            setCertificate(file);
          }}
          onBusyChange={(_kind, value) => setBusy(value)}
        />
      </ul>
      <p className="text-sm text-gray-600">
        상호나 사업자등록번호가 바뀌었다면 새 사업자등록증을 함께 올려주세요.
      </p>
      {(notice ?? update.error) && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {notice ?? update.error?.message}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
          취소
        </button>
        <button
          type="submit"
          disabled={update.isPending || busy}
          className={`${PRIMARY_BUTTON} disabled:bg-gray-300`}
        >
          {update.isPending ? '보내는 중…' : '변경 요청'}
        </button>
      </div>
    </form>
  );
}

export function BusinessCard({ truck }: { truck: OwnTruck }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="사업자 정보·정산 계좌"
      description="바꾸면 운영자가 다시 확인해요. 심사가 끝날 때까지 트럭은 지금 정보로 계속 영업해요."
    >
      <Details business={truck.business} payout={truck.payout} />
      {truck.pendingChange && (
        <div className="mt-4 rounded-xl bg-amber-50 p-4">
          <p className="font-semibold text-amber-900">변경 심사 중</p>
          <p className="mt-0.5 mb-3 text-sm text-amber-900">
            아래 내용으로 바꾸는 요청을 운영자가 확인하고 있어요.
          </p>
          <Details business={truck.pendingChange.business} payout={truck.pendingChange.payout} />
        </div>
      )}
      {truck.application?.kind === 'change' &&
        truck.application.status === 'rejected' &&
        !truck.pendingChange && (
          <p className="mt-4 rounded-xl bg-red-50 p-4 text-sm text-red-900">
            지난 변경 요청이 반려됐어요: {truck.application.rejectionReason}
          </p>
        )}
      {editing ? (
        <ChangeForm truck={truck} onDone={() => setEditing(false)} />
      ) : (
        <button type="button" onClick={() => setEditing(true)} className={`${SECONDARY_BUTTON} mt-5`}>
          {truck.pendingChange ? '변경 요청 다시 하기' : '변경 요청하기'}
        </button>
      )}
    </Card>
  );
}
