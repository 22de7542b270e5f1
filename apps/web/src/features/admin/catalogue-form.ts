import {
  CATALOGUE_BODY_SCHEMAS,
  type Catalogue,
  type CatalogueKind,
  groupDigits,
  withParticle,
} from '@ft/shared';
import type { z } from 'zod';
import { formatDay, formatWon } from '../../shell/format.ts';
import type { CatalogueEntry } from './api/catalogue.ts';

/**
 * What the catalogue sheet asks for, per kind. The shared body schemas decide what is valid (the server uses
 * the same ones); this file only says how each field is typed in and read back.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'longtext'
  | 'integer'
  | 'decimal'
  | 'won'
  | 'date'
  | 'category';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  /** Shown under the input while it has no error. */
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  /** Left empty, the server's default applies (sort order 0). */
  optional?: boolean;
}

const slug = (example: string): FieldSpec => ({
  name: 'slug',
  label: '슬러그',
  type: 'text',
  hint: '영문 소문자, 숫자, 하이픈(-)만 써요. 주소와 필터에 쓰여서 만든 뒤에는 바꿀 수 없어요.',
  placeholder: `예: ${example}`,
  maxLength: 64,
});
const NAME: FieldSpec = { name: 'name', label: '이름', type: 'text', maxLength: 40 };
const DESCRIPTION: FieldSpec = { name: 'description', label: '설명', type: 'textarea', maxLength: 200 };
const SORT: FieldSpec = {
  name: 'sortOrder',
  label: '정렬 순서',
  type: 'integer',
  hint: '작은 숫자가 먼저 보여요. 비워 두면 0이에요.',
  optional: true,
};

export const CATALOGUE_FIELDS: Record<CatalogueKind, FieldSpec[]> = {
  'event-types': [NAME, slug('campus-festival'), DESCRIPTION, SORT],
  'truck-types': [NAME, slug('dessert-cafe'), DESCRIPTION, SORT],
  'truck-sizes': [
    NAME,
    slug('extra-large'),
    DESCRIPTION,
    { name: 'lengthM', label: '길이 (m)', type: 'decimal', placeholder: '예: 5.5' },
    { name: 'widthM', label: '너비 (m)', type: 'decimal', placeholder: '예: 2.1' },
    SORT,
  ],
  'menu-categories': [NAME, slug('street-food'), DESCRIPTION, SORT],
  'menu-items': [
    { name: 'categoryId', label: '메뉴 분류', type: 'category' },
    NAME,
    slug('red-bean-fish-bread'),
    DESCRIPTION,
    { name: 'unitPrice', label: '1인분 가격', type: 'won', placeholder: '예: 4,500' },
    SORT,
  ],
  policies: [
    { name: 'title', label: '제목', type: 'text', maxLength: 80 },
    slug('marketing-consent'),
    { name: 'summary', label: '요약', type: 'textarea', maxLength: 300 },
    { name: 'version', label: '버전', type: 'text', maxLength: 20, placeholder: '예: v1.2' },
    { name: 'effectiveDate', label: '시행일', type: 'date' },
    { name: 'body', label: '본문', type: 'longtext', maxLength: 100_000 },
  ],
};

/** What saving an edit changes, and what deactivating takes away, kind by kind. */
export const CATALOGUE_EFFECTS: Record<CatalogueKind, { edit: string; deactivate: string }> = {
  'event-types': {
    edit: '저장하는 즉시 홈과 예약 요청 화면에 보여요. 이미 들어온 예약은 요청할 때의 행사 종류를 그대로 보여줘요.',
    deactivate:
      '홈과 새 예약 요청의 행사 종류에서 바로 빠져요. 이미 들어온 예약은 요청할 때의 행사 종류를 그대로 보여줘요.',
  },
  'truck-types': {
    edit: '저장하는 즉시 푸드트럭 찾기 필터와 입점 신청에 보여요.',
    deactivate:
      '푸드트럭 찾기 필터와 입점 신청의 선택지에서 바로 빠져요. 이미 등록된 푸드트럭과 예약은 그대로예요.',
  },
  'truck-sizes': {
    edit: '저장하는 즉시 푸드트럭 찾기 필터와 입점 신청에 보여요.',
    deactivate:
      '푸드트럭 찾기 필터와 입점 신청의 선택지에서 바로 빠져요. 이미 등록된 푸드트럭과 예약은 그대로예요.',
  },
  'menu-categories': {
    edit: '저장하는 즉시 메뉴 필터와 예약 요청 화면에 보여요.',
    deactivate:
      '메뉴 필터와 새 예약 요청에서 바로 빠져요. 이미 들어온 예약은 요청할 때 저장된 메뉴를 그대로 보여줘요.',
  },
  'menu-items': {
    edit: '저장하는 즉시 새 예약 요청의 메뉴에 쓰여요. 이미 들어온 예약은 요청할 때의 이름과 가격을 그대로 보여줘요.',
    deactivate:
      '새 예약 요청의 메뉴에서 바로 빠져요. 이미 들어온 예약은 요청할 때 저장된 이름과 가격을 그대로 보여줘요.',
  },
  policies: {
    edit: '저장하는 즉시 약관 화면에 보여요. 내용이 바뀌면 버전과 시행일도 함께 고쳐주세요.',
    deactivate:
      '약관 목록에서 빠지고 이 약관의 주소는 더 이상 열리지 않아요. 예약·입점 화면이 이 약관을 가리키고 있다면 그 링크도 열리지 않아요.',
  },
};

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** The fields of an entry as the inputs hold them (text); a new entry starts empty. */
export function formValuesOf(kind: CatalogueKind, entry?: CatalogueEntry): FormValues {
  const values: FormValues = {};
  for (const field of CATALOGUE_FIELDS[kind]) {
    const value = entry ? (entry as Record<string, unknown>)[field.name] : undefined;
    if (value === undefined || value === null) values[field.name] = '';
    else if (field.type === 'won') values[field.name] = groupDigits(Number(value));
    else values[field.name] = String(value);
  }
  return values;
}

const hasHangul = (text: string) => /[가-힣]/.test(text);
/** "길이 (m)" reads "길이" inside a sentence. */
const plain = (label: string) => label.replace(/ \(.*\)$/, '');
const NUMERIC: FieldType[] = ['integer', 'decimal', 'won', 'category'];

/** "4,500" → 4500; "" → undefined; anything else → NaN. */
function readNumber(type: FieldType, raw: string): number | undefined {
  const text = raw.trim().replace(/,/g, '');
  if (text === '') return undefined;
  if (type === 'decimal') return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * An edit and a toggle carry the entry's active state and sort order as they stand, so what is saved is exactly
 * what the sheet shows (before 358e915 the server filled a partial edit's missing fields with their defaults,
 * reactivating an inactive entry and moving it to the top).
 */
const keptState = (entry: CatalogueEntry) => ({
  isActive: entry.isActive,
  ...('sortOrder' in entry ? { sortOrder: entry.sortOrder } : {}),
});

/** 비활성화 / 활성화: the opposite state, and everything the server would otherwise reset. */
export const toggleBody = (entry: CatalogueEntry) => ({ ...keptState(entry), isActive: !entry.isActive });

/**
 * The inputs as the API body, checked with the kind's own schema: the whole body for a new entry; for an edit
 * of `entry`, every field but the slug (which stays as it was) and its active state. Returns the body or the
 * message for each field.
 */
export function bodyFromForm(
  kind: CatalogueKind,
  values: FormValues,
  entry?: CatalogueEntry,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const mode = entry ? 'edit' : 'create';
  const errors: FieldErrors = {};
  const body: Record<string, unknown> = {};
  for (const field of CATALOGUE_FIELDS[kind]) {
    if (mode === 'edit' && field.name === 'slug') continue;
    const raw = values[field.name] ?? '';
    if (!NUMERIC.includes(field.type)) {
      body[field.name] = raw;
      continue;
    }
    const number = readNumber(field.type, raw);
    if (number === undefined) {
      // Left empty, an optional number is its default (sort order 0), said outright on an edit.
      if (field.optional) {
        if (mode === 'edit') body[field.name] = 0;
        continue;
      }
      errors[field.name] =
        field.type === 'category'
          ? '메뉴 분류를 골라주세요'
          : `${withParticle(plain(field.label), '을/를')} 입력해주세요`;
    } else if (Number.isNaN(number)) {
      errors[field.name] = `${withParticle(plain(field.label), '을/를')} 숫자로 입력해주세요`;
    } else body[field.name] = number;
  }
  // One kind at a time: the union of the six schemas is read as the one general shape they all are.
  const schema = CATALOGUE_BODY_SCHEMAS[kind] as z.ZodObject<z.ZodRawShape>;
  const result = (
    mode === 'create' ? schema.strict() : schema.omit({ slug: true }).partial().strict()
  ).safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'body');
      if (errors[name]) continue;
      const label = CATALOGUE_FIELDS[kind].find((field) => field.name === name)?.label ?? '입력';
      // Zod's own English (a number out of range) gives way to a plain Korean sentence.
      errors[name] = hasHangul(issue.message)
        ? issue.message
        : `${withParticle(plain(label), '을/를')} 확인해주세요`;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (entry) return { ok: true, body: { ...body, isActive: entry.isActive } };
  return { ok: true, body: result.success ? (result.data as Record<string, unknown>) : body };
}

/** The row's name: a policy has a title, everything else a name. */
export const entryName = (entry: CatalogueEntry) => ('title' in entry ? entry.title : entry.name);

/** The row's second line: what tells it apart at a glance. */
export function entryDetail(kind: CatalogueKind, entry: CatalogueEntry, catalogue?: Catalogue): string {
  if (kind === 'menu-items' && 'unitPrice' in entry && 'categoryId' in entry) {
    const category = catalogue?.['menu-categories'].find((c) => c.id === entry.categoryId);
    return [category?.name, `1인분 ${formatWon(entry.unitPrice)}`].filter(Boolean).join(' · ');
  }
  if (kind === 'truck-sizes' && 'lengthM' in entry) return `${entry.lengthM} × ${entry.widthM}m`;
  if (kind === 'policies' && 'version' in entry)
    return `${entry.version} · ${formatDay(entry.effectiveDate)} 시행`;
  return 'description' in entry ? entry.description : '';
}

/** Rows in the order the public lists use: sort order, then age (policies by their id). */
export function sortedEntries(kind: CatalogueKind, rows: readonly CatalogueEntry[]): CatalogueEntry[] {
  return [...rows].sort((a, b) => {
    const byOrder =
      kind === 'policies'
        ? 0
        : (a as { sortOrder: number }).sortOrder - (b as { sortOrder: number }).sortOrder;
    return byOrder !== 0 ? byOrder : a.id - b.id;
  });
}
