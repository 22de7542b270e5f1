import { type BookingPayments, formatBusinessNumber } from '@ft/shared';
import { useId, useState } from 'react';
import { formatPhone } from '../../../shell/format.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { useSaveTaxRequest } from '../api/payments.ts';

type Kind = 'tax_invoice' | 'cash_receipt';
type Purpose = 'income_deduction' | 'expense_proof';

/** The request as the vendor (who issues it) and the customer read it back. */
export function taxRequestSummary(request: NonNullable<BookingPayments['taxRequest']>): string {
  if (request.kind === 'tax_invoice') {
    return `세금계산서 · ${request.companyName} (${formatBusinessNumber(request.businessNumber ?? '')}, 대표 ${request.representative}) · ${request.email}`;
  }
  return request.purpose === 'income_deduction'
    ? `현금영수증 (소득공제) · ${formatPhone(request.identity ?? '')}`
    : `현금영수증 (지출증빙) · ${formatBusinessNumber(request.identity ?? '')}`;
}

const FIELD = 'h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base';

/**
 * 증빙 요청: a business customer's 사업자 정보 for a 세금계산서, or a 현금영수증's number; the truck's
 * owner issues it (the platform only carries the request).
 */
export function TaxRequestForm({
  bookingId,
  current,
}: {
  bookingId: string;
  current: BookingPayments['taxRequest'];
}) {
  const id = useId();
  const save = useSaveTaxRequest(bookingId);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>(current?.kind ?? 'tax_invoice');
  const [purpose, setPurpose] = useState<Purpose>(current?.purpose ?? 'income_deduction');
  const [values, setValues] = useState({
    businessNumber: current?.businessNumber ?? '',
    companyName: current?.companyName ?? '',
    representative: current?.representative ?? '',
    email: current?.email ?? '',
    identity: current?.identity ?? '',
  });
  const fields = save.error?.fields ?? {};
  const input = (
    name: keyof typeof values,
    label: string,
    props: { inputMode?: 'numeric' | 'email' | 'tel' } = {},
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(event) => setValues((all) => ({ ...all, [name]: event.target.value }))}
        aria-invalid={fields[name] ? true : undefined}
        className={FIELD}
        {...props}
      />
      {fields[name] && <p className="mt-1 text-sm text-red-700">{fields[name]}</p>}
    </div>
  );

  if (!open) {
    return (
      <div className="mt-3 text-[15px]">
        {current && <p className="break-keep text-gray-800">증빙 요청: {taxRequestSummary(current)}</p>}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-gray-800 underline underline-offset-4"
        >
          {current ? '증빙 요청 바꾸기' : '세금계산서·현금영수증 요청하기'}
        </button>
      </div>
    );
  }
  return (
    <form
      className="mt-3 space-y-3 rounded-xl border border-gray-200 p-4"
      noValidate
      aria-label="증빙 요청"
      onSubmit={(event) => {
        event.preventDefault();
        const body =
          kind === 'tax_invoice'
            ? {
                kind,
                businessNumber: values.businessNumber,
                companyName: values.companyName,
                representative: values.representative,
                email: values.email,
              }
            : { kind, purpose, identity: values.identity };
        save.mutate(body, { onSuccess: () => setOpen(false) });
      }}
    >
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-gray-800">무엇이 필요하세요?</legend>
        {(
          [
            ['tax_invoice', '세금계산서 (사업자)'],
            ['cash_receipt', '현금영수증'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-[15px]">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-5"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {kind === 'tax_invoice' ? (
        <>
          {input('businessNumber', '사업자등록번호', { inputMode: 'numeric' })}
          {input('companyName', '상호')}
          {input('representative', '대표자')}
          {input('email', '세금계산서 받을 이메일', { inputMode: 'email' })}
        </>
      ) : (
        <>
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-gray-800">용도</legend>
            {(
              [
                ['income_deduction', '소득공제 (휴대폰 번호)'],
                ['expense_proof', '지출증빙 (사업자등록번호)'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-[15px]">
                <input
                  type="radio"
                  name={`${id}-purpose`}
                  checked={purpose === value}
                  onChange={() => setPurpose(value)}
                  className="size-5"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {input('identity', purpose === 'income_deduction' ? '휴대폰 번호' : '사업자등록번호', {
            inputMode: purpose === 'income_deduction' ? 'tel' : 'numeric',
          })}
        </>
      )}
      <p className="text-sm break-keep text-gray-600">사장님이 발행해요. 결제한 금액 기준으로 발행돼요.</p>
      <button type="submit" disabled={save.isPending} className={`${PRIMARY_BUTTON} disabled:opacity-60`}>
        {save.isPending ? '보내는 중…' : '요청하기'}
      </button>
    </form>
  );
}
