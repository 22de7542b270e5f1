import { CONSENTS, type ConsentState, type Consents } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatKstDate } from '../../../shell/format.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { consentsQuery, useMarketingConsentMutation } from '../api/consents.ts';

/** 설정's switch: a label around the row makes all of it the target, not only the 28 px track. */
export const SWITCH =
  'relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-6 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 disabled:cursor-wait disabled:opacity-70';

/** What stands now, in words: the version and the day it was agreed, or withdrawn, or never given. */
export function consentStatus(consent: ConsentState, history: Consents['history']): string {
  if (!consent.recordedAt) return '동의하지 않음';
  const day = formatKstDate(consent.recordedAt);
  if (consent.agreed) return `버전 ${consent.version} · ${day} 동의`;
  const wasAgreed = history.some((record) => record.kind === consent.kind && record.agreed);
  return wasAgreed ? `${day} 동의 철회` : '동의하지 않음';
}

function ConsentRow({ consent, history }: { consent: ConsentState; history: Consents['history'] }) {
  const id = useId();
  const marketing = useMarketingConsentMutation();
  const { title, required } = CONSENTS[consent.kind];
  const heading = (
    <span id={`${id}-title`} className="block text-[15px] font-medium">
      {title} <span className="text-sm font-normal text-gray-600">{required ? '(필수)' : '(선택)'}</span>
    </span>
  );
  const status = (
    <span id={`${id}-status`} className="block text-sm text-gray-600">
      {consentStatus(consent, history)}
    </span>
  );
  if (required) {
    return (
      <li className="py-3">
        {heading}
        {status}
      </li>
    );
  }
  // While the change is on its way the switch shows what was asked; one request at a time.
  const agreed = marketing.isPending ? (marketing.variables?.agreed ?? consent.agreed) : consent.agreed;
  return (
    <li>
      <label className="flex min-h-16 items-center justify-between gap-4 py-3">
        <span>
          {heading}
          <span className="block text-sm text-gray-600">할인과 이벤트 소식을 받아요.</span>
          {status}
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-status`}
          aria-checked={agreed}
          checked={agreed}
          disabled={marketing.isPending}
          onChange={(event) => marketing.mutate({ agreed: event.currentTarget.checked })}
          className={SWITCH}
        />
      </label>
    </li>
  );
}

/**
 * 설정 § 약관 동의 내역: each consent with its version and the day it was agreed; marketing is switched here,
 * each change kept by the server as a new record (docs/product.md § Accounts).
 */
export function ConsentList() {
  const consents = useQuery(consentsQuery());
  return (
    <section aria-labelledby="settings-consents" className="border-t-8 border-gray-50 px-4 py-5">
      <h2 id="settings-consents" className="text-base font-bold">
        약관 동의 내역
      </h2>
      {consents.data ? (
        <ul className="mt-2 divide-y divide-gray-100">
          {consents.data.current.map((consent) => (
            <ConsentRow key={consent.kind} consent={consent} history={consents.data.history} />
          ))}
        </ul>
      ) : consents.isError ? (
        <p role="alert" className="mt-2 text-sm text-gray-700">
          동의 내역을 불러오지 못했어요.{' '}
          <button
            type="button"
            onClick={() => void consents.refetch()}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            다시 시도
          </button>
        </p>
      ) : (
        <PageSkeleton />
      )}
    </section>
  );
}
