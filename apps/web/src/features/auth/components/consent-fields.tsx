import {
  CONSENT_KINDS,
  CONSENTS,
  MARKETING_CONSENT_NOTICE,
  type PolicySlug,
  REQUIRED_CONSENT_KINDS,
  type SignupConsents,
} from '@ft/shared';
import { useId, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../shell/paths.ts';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';

type WithConsents = { consents: SignupConsents };

const CHECKBOX = 'size-5 shrink-0 accent-[var(--color-brand-700)]';
const VIEW =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center text-sm text-gray-600 underline underline-offset-4';

/** The marketing consent's own notice (purpose, items, how long), read over the form. */
function MarketingNotice({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={MARKETING_CONSENT_NOTICE.title} onClose={onClose}>
      <dl className="divide-y divide-gray-100 text-[15px]">
        {MARKETING_CONSENT_NOTICE.terms.map(([term, detail]) => (
          <div key={term} className="grid grid-cols-[5.5rem_1fr] gap-3 py-2.5">
            <dt className="font-semibold text-gray-800">{term}</dt>
            <dd className="text-gray-700">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-gray-600">{MARKETING_CONSENT_NOTICE.note}</p>
      <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} mt-5`}>
        닫기
      </button>
    </Dialog>
  );
}

/**
 * Sign-up's consents (docs/product.md § Accounts): 전체 동의, then each consent on a row of its own with
 * (필수)/(선택) and 보기. Only the first required consent left unticked carries its message, and the form's
 * submit moves focus to it (react-hook-form focuses the first field in error). 보기 opens the document over
 * the form (`onViewPolicy`), so nothing typed is lost; its link still leads to the page without scripts.
 */
export function ConsentFields<T extends FieldValues, Out extends FieldValues>({
  form,
  onViewPolicy,
}: {
  /** A form whose values hold `consents` (signupConsentsSchema): the fields this component owns. */
  form: UseFormReturn<T, unknown, Out>;
  onViewPolicy: (slug: PolicySlug) => void;
}) {
  const own = form as unknown as UseFormReturn<WithConsents>;
  const id = useId();
  const [notice, setNotice] = useState(false);
  const values = own.watch('consents');
  const errors = (own.formState.errors as FieldErrors<WithConsents>).consents;
  const firstMissing = REQUIRED_CONSENT_KINDS.find((kind) => errors?.[kind]);
  const allAgreed = CONSENT_KINDS.every((kind) => values?.[kind]);

  const agreeToAll = (agreed: boolean) => {
    for (const kind of CONSENT_KINDS) {
      own.setValue(`consents.${kind}`, agreed, {
        shouldDirty: true,
        shouldValidate: own.formState.isSubmitted,
      });
    }
  };

  return (
    <fieldset className="rounded-2xl border border-gray-200 px-4 py-2">
      <legend className="px-1 text-sm font-semibold text-gray-800">약관 동의</legend>
      <label className="flex min-h-14 items-center gap-3 border-b border-gray-100 py-2">
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={allAgreed}
          onChange={(event) => agreeToAll(event.currentTarget.checked)}
          aria-labelledby={`${id}-all-name`}
          aria-describedby={`${id}-all`}
        />
        <span>
          <span id={`${id}-all-name`} className="block text-base font-bold">
            전체 동의
          </span>
          <span id={`${id}-all`} className="block text-sm text-gray-600">
            선택 항목인 마케팅 정보 수신 동의도 포함돼요.
          </span>
        </span>
      </label>
      <ul className="py-1">
        {CONSENT_KINDS.map((kind) => {
          const consent = CONSENTS[kind];
          const error = kind === firstMissing ? errors?.[kind]?.message : undefined;
          const document = consent.view;
          return (
            <li key={kind}>
              <div className="flex items-center gap-2">
                <label className="flex min-h-11 flex-1 items-center gap-3 py-1 text-[15px]">
                  <input
                    type="checkbox"
                    className={CHECKBOX}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${kind}-error` : undefined}
                    {...own.register(`consents.${kind}`)}
                  />
                  <span>
                    <span className={consent.required ? 'font-semibold text-brand-700' : 'text-gray-600'}>
                      {consent.required ? '(필수)' : '(선택)'}
                    </span>{' '}
                    {consent.statement}
                  </span>
                </label>
                {document === 'marketing' ? (
                  <button
                    type="button"
                    aria-label={`${consent.statement} 보기`}
                    onClick={() => setNotice(true)}
                    className={VIEW}
                  >
                    보기
                  </button>
                ) : document ? (
                  <a
                    href={paths.policy(document)}
                    aria-label={`${consent.statement} 보기`}
                    onClick={(event) => {
                      event.preventDefault();
                      onViewPolicy(document);
                    }}
                    className={VIEW}
                  >
                    보기
                  </a>
                ) : null}
              </div>
              {error && (
                <p id={`${id}-${kind}-error`} role="alert" className="pb-2 pl-8 text-sm text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {notice && <MarketingNotice onClose={() => setNotice(false)} />}
    </fieldset>
  );
}
