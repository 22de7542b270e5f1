import { matchesKoreanQuery } from '@ft/shared';
import { useId } from 'react';

/** What the person narrowed the menu to: one category (null for all) and a typed query. */
export interface MenuFilterValue {
  categoryId: number | null;
  query: string;
}

const chip = (active: boolean) =>
  `min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold ${
    active ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 bg-white text-gray-800'
  }`;

/**
 * Whether an item is shown: its name or its category matches the query as Koreans type it. Descriptions are
 * left out: a few consonants would match half of them.
 */
export const matchesMenuQuery = (item: { name: string }, group: string, query: string) =>
  matchesKoreanQuery(item.name, query) || matchesKoreanQuery(group, query);

/**
 * A long menu (an open request lists the whole catalogue) is searched and read one category at a time:
 * a search box that understands 초성 and half-typed syllables, and one chip per category.
 */
export function MenuFilter({
  categories,
  value,
  onChange,
}: {
  categories: { id: number; name: string }[];
  value: MenuFilterValue;
  onChange: (value: MenuFilterValue) => void;
}) {
  const searchId = useId();
  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          메뉴 검색
        </label>
        <input
          id={searchId}
          type="search"
          value={value.query}
          onChange={(event) => onChange({ ...value, query: event.target.value })}
          placeholder="메뉴 이름으로 찾기 (예: 떡볶이, ㄸㅂㅇ)"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={30}
          className="h-12 w-full rounded-xl border border-gray-300 bg-white pr-12 pl-4 text-base placeholder:text-gray-500 [&::-webkit-search-cancel-button]:hidden"
        />
        {value.query && (
          <button
            type="button"
            onClick={() => onChange({ ...value, query: '' })}
            aria-label="검색어 지우기"
            className="absolute top-0.5 right-0.5 flex size-11 items-center justify-center rounded-xl text-lg text-gray-600"
          >
            ✕
          </button>
        )}
      </div>
      <fieldset className="min-w-0">
        <legend className="sr-only">메뉴 분류</legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
          <button
            type="button"
            aria-pressed={value.categoryId === null}
            onClick={() => onChange({ ...value, categoryId: null })}
            className={chip(value.categoryId === null)}
          >
            전체
          </button>
          {categories.map((category) => (
            <button
              key={category.id}
              type="button"
              aria-pressed={value.categoryId === category.id}
              onClick={() => onChange({ ...value, categoryId: category.id })}
              className={chip(value.categoryId === category.id)}
            >
              {category.name}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
