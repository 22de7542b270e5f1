import {
  CATALOGUE_KIND_LABELS,
  type Catalogue,
  type CatalogueKind,
  groupDigits,
  withParticle,
} from '@ft/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ApiError } from '../../../shell/api-client.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { type CatalogueEntry, useSaveCatalogueEntryMutation } from '../api/catalogue.ts';
import {
  bodyFromForm,
  CATALOGUE_EFFECTS,
  CATALOGUE_FIELDS,
  type FieldErrors,
  type FieldSpec,
  type FormValues,
  formValuesOf,
  toggleBody,
} from '../catalogue-form.ts';
import { ConfirmSheet } from './action-sheets.tsx';

const control = (error: boolean) =>
  `w-full rounded-xl border bg-white px-4 text-base placeholder:text-gray-500 disabled:bg-gray-50 disabled:text-gray-600 ${error ? 'border-red-600' : 'border-gray-300'}`;

/** "12000" → "12,000" while a price is typed. */
const typedPrice = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits ? groupDigits(Number(digits)) : '';
};

function Field({
  field,
  value,
  error,
  disabled,
  catalogue,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  disabled: boolean;
  catalogue: Catalogue;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? (disabled ? '만든 뒤에는 바꿀 수 없어요.' : field.hint);
  const common = {
    id,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': note || field.maxLength ? noteId : undefined,
  } as const;
  let input: ReactNode;
  if (field.type === 'textarea' || field.type === 'longtext') {
    input = (
      <textarea
        {...common}
        rows={field.type === 'longtext' ? 12 : 3}
        value={value}
        maxLength={field.maxLength}
        onChange={(event) => onChange(event.target.value)}
        className={`${control(Boolean(error))} py-3 ${field.type === 'longtext' ? 'text-[15px] leading-6' : ''}`}
      />
    );
  } else if (field.type === 'category') {
    input = (
      <select
        {...common}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${control(Boolean(error))} h-12`}
      >
        <option value="">분류를 골라주세요</option>
        {catalogue['menu-categories'].map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
            {category.isActive ? '' : ' (비활성)'}
          </option>
        ))}
      </select>
    );
  } else {
    const numeric = field.type === 'integer' || field.type === 'won';
    input = (
      <div className="relative">
        <input
          {...common}
          type={field.type === 'date' ? 'date' : 'text'}
          inputMode={numeric ? 'numeric' : field.type === 'decimal' ? 'decimal' : undefined}
          autoCapitalize={field.name === 'slug' ? 'none' : undefined}
          autoCorrect={field.name === 'slug' ? 'off' : undefined}
          spellCheck={field.name === 'slug' ? false : undefined}
          value={value}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          onChange={(event) =>
            onChange(field.type === 'won' ? typedPrice(event.target.value) : event.target.value)
          }
          className={`${control(Boolean(error))} h-12 ${field.type === 'won' ? 'pr-10' : ''} ${field.name === 'slug' ? 'font-mono' : ''}`}
        />
        {field.type === 'won' && (
          <span aria-hidden="true" className="absolute top-1/2 right-4 -translate-y-1/2 text-gray-600">
            원
          </span>
        )}
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {field.label}
        {field.optional && <span className="ml-1 font-normal text-gray-600">(선택)</span>}
      </label>
      {input}
      {(note || field.maxLength) && (
        <p
          id={noteId}
          className={`mt-1.5 flex justify-between gap-3 text-sm ${error ? 'text-red-700' : 'text-gray-600'}`}
        >
          <span role={error ? 'alert' : undefined}>{note}</span>
          {field.maxLength && (field.type === 'textarea' || field.type === 'longtext') && (
            <span className="shrink-0 tabular-nums">
              {groupDigits(value.length)}/{groupDigits(field.maxLength)}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * 추가 / 수정 of one catalogue entry, with the kind's own fields. Checked with the shared schema before it is
 * sent; what the server still refuses (a slug taken, a field) shows under its field.
 */
export function CatalogueEntrySheet({
  kind,
  entry,
  catalogue,
  onClose,
  onSaved,
}: {
  kind: CatalogueKind;
  entry?: CatalogueEntry | undefined;
  catalogue: Catalogue;
  onClose: () => void;
  onSaved: (entry: CatalogueEntry, created: boolean) => void;
}) {
  const save = useSaveCatalogueEntryMutation();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(kind, entry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mode = entry ? 'edit' : 'create';
  const label = CATALOGUE_KIND_LABELS[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = bodyFromForm(kind, values, entry);
    setFormError(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        kind,
        ...(entry ? { id: entry.id } : {}),
        body: checked.body,
      });
      onSaved(saved, !entry);
    } catch (caught) {
      const error = caught as ApiError;
      const known = Object.fromEntries(
        Object.entries(error.fields ?? {}).filter(([name]) =>
          CATALOGUE_FIELDS[kind].some((field) => field.name === name),
        ),
      );
      if (Object.keys(known).length > 0) setErrors(known);
      else
        setFormError(
          error.status === 0 || error.status >= 500
            ? '저장하지 못했어요. 잠시 후 다시 시도해주세요.'
            : error.message,
        );
    }
  };

  return (
    <Dialog
      title={entry ? `${label} 수정` : `${label} 추가`}
      description={
        entry
          ? CATALOGUE_EFFECTS[kind].edit
          : `새 ${withParticle(label, '은/는')} 저장하는 즉시 사용 중 상태로 공개돼요.`
      }
      onClose={onClose}
    >
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={entry ? `${label} 수정` : `${label} 추가`}
      >
        <div className="space-y-4">
          {CATALOGUE_FIELDS[kind].map((field) => (
            <Field
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              disabled={mode === 'edit' && field.name === 'slug'}
              catalogue={catalogue}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.name]: value }));
                if (errors[field.name]) setErrors(({ [field.name]: _, ...rest }) => rest);
              }}
            />
          ))}
        </div>
        {formError && (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="sticky bottom-0 -mx-5 mt-5 flex gap-2 bg-white px-5 pt-3 pb-1">
          <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} flex-1`}>
            닫기
          </button>
          <button
            type="submit"
            disabled={save.isPending}
            aria-busy={save.isPending}
            className={`${PRIMARY_BUTTON} flex-[2] disabled:opacity-60`}
          >
            {save.isPending ? '저장하는 중…' : entry ? '저장하기' : '추가하기'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * 비활성화 / 활성화, after saying what it does: an inactive entry leaves public lists and new requests at once,
 * while bookings already made keep what they were written with.
 */
export function CatalogueToggleSheet({
  kind,
  entry,
  name,
  onClose,
  onDone,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry;
  name: string;
  onClose: () => void;
  onDone: (entry: CatalogueEntry) => void;
}) {
  const save = useSaveCatalogueEntryMutation();
  const deactivating = entry.isActive;
  const label = CATALOGUE_KIND_LABELS[kind];
  return (
    <ConfirmSheet
      title={
        deactivating
          ? `${withParticle(name, '을/를')} 비활성화할까요?`
          : `${withParticle(name, '을/를')} 다시 사용할까요?`
      }
      description={
        deactivating
          ? `${CATALOGUE_EFFECTS[kind].deactivate} 언제든 다시 활성화할 수 있어요.`
          : kind === 'policies'
            ? '약관 목록에 다시 보이고 주소가 다시 열려요.'
            : `공개 화면의 ${label} 목록과 새 예약 요청에 다시 보여요.`
      }
      confirmLabel={deactivating ? '비활성화' : '활성화'}
      pendingLabel={deactivating ? '비활성화하는 중…' : '활성화하는 중…'}
      tone={deactivating ? 'danger' : 'primary'}
      onClose={onClose}
      onConfirm={async () => {
        onDone(await save.mutateAsync({ kind, id: entry.id, body: toggleBody(entry) }));
      }}
    />
  );
}
