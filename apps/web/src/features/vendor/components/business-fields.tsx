import {
  type BusinessDetailsInput,
  isValidBusinessNumber,
  PAYOUT_BANKS,
  type PayoutAccountInput,
} from '@ft/shared';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  accountDigits,
  businessNumberDigits,
  formatBusinessNumberInput,
  formatPhoneNumber,
} from '../format.ts';
import { SelectField } from './fields.tsx';

/** Forms that hold a `business` section (the application, a change of business details). */
export type BusinessForm = UseFormReturn<{ business: BusinessDetailsInput }, unknown, unknown>;
/** Forms that hold a `payout` section. */
export type PayoutForm = UseFormReturn<{ payout: PayoutAccountInput }, unknown, unknown>;

/**
 * 상호, 대표자, 사업자등록번호 and 연락처. The registration number is formatted as it is typed
 * (123-45-67890) and its check digit is checked as soon as the tenth digit is in.
 */
export function BusinessFields({ form }: { form: BusinessForm }) {
  const { errors } = form.formState;
  const number = businessNumberDigits(form.watch('business.businessNumber') ?? '');
  // Registered in the order they are shown: a refused submit focuses the first field in this order.
  const companyName = form.register('business.companyName');
  const representative = form.register('business.representative');
  const numberRegistration = form.register('business.businessNumber');
  const phoneRegistration = form.register('business.phone');
  const numberOk = number.length === 10 && isValidBusinessNumber(number);
  return (
    <>
      <TextField
        label="상호"
        placeholder="사업자등록증의 상호"
        autoComplete="organization"
        registration={companyName}
        error={errors.business?.companyName?.message}
      />
      <TextField
        label="대표자 이름"
        autoComplete="name"
        registration={representative}
        error={errors.business?.representative?.message}
      />
      <TextField
        label="사업자등록번호"
        inputMode="numeric"
        autoComplete="off"
        placeholder="123-45-67890"
        hint={numberOk ? '✓ 올바른 사업자등록번호 형식이에요' : '사업자등록증에 적힌 10자리 번호'}
        registration={{
          ...numberRegistration,
          onChange: async (event) => {
            event.target.value = formatBusinessNumberInput(event.target.value);
            await numberRegistration.onChange(event);
            // The check digit is known once all ten digits are in: say right away whether it holds.
            if (businessNumberDigits(event.target.value).length === 10) {
              await form.trigger('business.businessNumber');
            }
          },
        }}
        error={errors.business?.businessNumber?.message}
      />
      <TextField
        label="사업장 연락처"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="010-0000-0000"
        hint="예약 문의를 받을 번호예요. 매장 전화도 괜찮아요."
        registration={{
          ...phoneRegistration,
          onChange: (event) => {
            event.target.value = formatPhoneNumber(event.target.value);
            return phoneRegistration.onChange(event);
          },
        }}
        error={errors.business?.phone?.message}
      />
    </>
  );
}

const BANK_OPTIONS = PAYOUT_BANKS.map((bank) => ({ value: bank, label: bank }));

/** 은행, 예금주, 계좌번호: where settlements are paid. */
export function PayoutFields({ form }: { form: PayoutForm }) {
  const { errors } = form.formState;
  const bank = form.register('payout.bank');
  const holder = form.register('payout.holder');
  const accountRegistration = form.register('payout.accountNumber');
  return (
    <>
      <SelectField
        label="은행"
        placeholder="은행을 골라주세요"
        options={BANK_OPTIONS}
        registration={bank}
        error={errors.payout?.bank?.message}
      />
      <TextField
        label="예금주"
        hint="사업자 본인 또는 법인 명의 계좌여야 정산받을 수 있어요."
        registration={holder}
        error={errors.payout?.holder?.message}
      />
      <TextField
        label="계좌번호"
        inputMode="numeric"
        autoComplete="off"
        placeholder="- 없이 숫자만"
        registration={{
          ...accountRegistration,
          onChange: (event) => {
            event.target.value = accountDigits(event.target.value);
            return accountRegistration.onChange(event);
          },
        }}
        error={errors.payout?.accountNumber?.message}
      />
    </>
  );
}
