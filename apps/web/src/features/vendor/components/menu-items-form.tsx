import { VENDOR_LIMITS, vendorMenuItemsSchema } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { DraftMenuItem } from '../draft/application-draft.ts';
import { SelectField, useFormChanges, useServerFieldErrors } from './fields.tsx';

const menuFormSchema = z.object({ menuItems: vendorMenuItemsSchema });
type MenuFormInput = z.input<typeof menuFormSchema>;
export type MenuFormOutput = z.output<typeof menuFormSchema>;

const emptyItem = (categoryId: number | null): DraftMenuItem => ({
  categoryId,
  name: '',
  price: null,
  description: '',
});

/**
 * The truck's own menu with its prices (what a customer picks from when they ask this truck): a card per
 * dish with its category, name, price per serving and a short description. At least one.
 */
export function MenuItemsForm({
  id,
  items,
  categories,
  onChange,
  onValid,
  serverErrors,
}: {
  id: string;
  items: DraftMenuItem[];
  categories: readonly { id: number; name: string }[];
  onChange?: (items: DraftMenuItem[]) => void;
  onValid: (values: MenuFormOutput) => void;
  serverErrors?: Record<string, string> | undefined;
}) {
  const soleCategory = categories.length === 1 ? (categories[0]?.id ?? null) : null;
  const form = useForm<MenuFormInput, unknown, MenuFormOutput>({
    resolver: zodResolver(menuFormSchema),
    defaultValues: {
      menuItems: (items.length > 0 ? items : [emptyItem(soleCategory)]) as MenuFormInput['menuItems'],
    },
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'menuItems' });
  const { errors } = form.formState;
  const forward = useCallback(
    (values: Partial<MenuFormInput>) => onChange?.((values.menuItems ?? []) as DraftMenuItem[]),
    [onChange],
  );
  useFormChanges(form, onChange && forward);
  useServerFieldErrors(form, serverErrors);
  const options = categories.map((c) => ({ value: String(c.id), label: c.name }));
  const listError = errors.menuItems?.message ?? errors.menuItems?.root?.message;

  return (
    <form id={id} onSubmit={form.handleSubmit(onValid)} noValidate aria-label="메뉴와 가격">
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const itemErrors = errors.menuItems?.[index];
          return (
            <li key={field.id} className="space-y-4 rounded-2xl border border-gray-200 p-4">
              <div className="flex items-center justify-between">
                <h3 className="font-bold">메뉴 {index + 1}</h3>
                {fields.length > 1 && (
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={`메뉴 ${index + 1} 삭제`}
                    className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700"
                  >
                    삭제
                  </button>
                )}
              </div>
              <SelectField
                label="분류"
                placeholder="분류를 골라주세요"
                options={options}
                registration={form.register(`menuItems.${index}.categoryId`, {
                  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
                })}
                error={itemErrors?.categoryId?.message}
              />
              <TextField
                label="메뉴 이름"
                placeholder="예: 국물 떡볶이"
                registration={form.register(`menuItems.${index}.name`)}
                error={itemErrors?.name?.message}
              />
              <Controller
                control={form.control}
                name={`menuItems.${index}.price`}
                render={({ field: price }) => (
                  <MoneyField
                    label="1인분 가격"
                    name={price.name}
                    inputRef={price.ref}
                    value={price.value}
                    onChange={price.onChange}
                    onBlur={price.onBlur}
                    placeholder="8,000"
                    error={itemErrors?.price?.message}
                  />
                )}
              />
              <TextField
                label="설명 (선택)"
                placeholder="예: 쌀떡, 어묵, 삶은 달걀"
                maxLength={200}
                registration={form.register(`menuItems.${index}.description`)}
                error={itemErrors?.description?.message}
              />
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {listError}
        </p>
      )}
      {fields.length < VENDOR_LIMITS.menuItemsMax && (
        <button
          type="button"
          onClick={() => append(emptyItem(soleCategory) as MenuFormInput['menuItems'][number])}
          className="mt-3 flex min-h-12 w-full items-center justify-center rounded-xl border border-dashed border-gray-400 text-[15px] font-semibold text-gray-800"
        >
          + 메뉴 추가
        </button>
      )}
    </form>
  );
}
