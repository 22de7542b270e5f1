import type { BookingMenuLineInput, FoodTruckDetail, MenuCategoryWithItems, ServingsRange } from '@ft/shared';
import { BOOKING_LIMITS, CATALOGUE_SERVINGS_RANGE, lineServingsProblem, withParticle } from '@ft/shared';
import { useEffect, useRef, useState } from 'react';
import { formatWon } from '../../../shell/format.ts';
import { MenuFilter, type MenuFilterValue, matchesMenuQuery } from './menu-filter.tsx';

export interface MenuOption {
  id: number;
  categoryId: number;
  name: string;
  description: string;
  price: number;
}
export interface MenuGroup {
  id: number;
  name: string;
  items: MenuOption[];
}

/** The catalogue, for an open request: reference prices per serving. */
export const menuGroupsFromCatalog = (groups: MenuCategoryWithItems[]): MenuGroup[] =>
  groups
    .filter((group) => group.isActive && group.items.length > 0)
    .map((group) => ({
      id: group.id,
      name: group.name,
      items: group.items.map((item) => ({
        id: item.id,
        categoryId: item.categoryId,
        name: item.name,
        description: item.description,
        price: item.unitPrice,
      })),
    }));

/** A chosen truck's own menu and prices. */
export const menuGroupsFromTruck = (truck: FoodTruckDetail): MenuGroup[] =>
  truck.categories
    .map((category) => ({
      id: category.id,
      name: category.name,
      items: truck.menu.filter((item) => item.categoryId === category.id),
    }))
    .filter((group) => group.items.length > 0);

export function pricedLines(groups: MenuGroup[], lines: BookingMenuLineInput[]) {
  const byId = new Map(groups.flatMap((group) => group.items).map((item) => [item.id, item]));
  return lines.flatMap((line) => {
    const item = byId.get(line.menuItemId);
    return item ? [{ ...line, name: item.name, unitPrice: item.price }] : [];
  });
}

/** Past this many dishes the menu gets a search and category chips (the catalogue has about 60). */
const FILTER_FROM_ITEMS = 12;
const STEP = 10;

const stepperButton =
  'flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-lg font-bold text-gray-800 disabled:opacity-40';

/** One chosen dish: a stepper and a field whose number is exactly what is priced and sent. */
function ServingsControl({
  item,
  servings,
  range,
  onSet,
  onRemove,
}: {
  item: MenuOption;
  servings: number;
  range: ServingsRange;
  onSet: (servings: number) => void;
  onRemove: () => void;
}) {
  const problem = lineServingsProblem(servings, range);
  const errorId = `menu-servings-error-${item.id}`;
  return (
    <div className="mt-2">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepperButton}
          aria-label={`${item.name} ${STEP}인분 줄이기`}
          disabled={servings <= 1}
          // Above the range one tap comes back to its top; never below one serving (빼기 takes it out).
          onClick={() => onSet(servings > range.max ? range.max : Math.max(1, servings - STEP))}
        >
          −
        </button>
        <label className="flex items-center gap-1">
          <span className="sr-only">{item.name} 수량 (인분)</span>
          <input
            inputMode="numeric"
            enterKeyHint="done"
            maxLength={6}
            data-servings-input=""
            // An emptied field is a line without a number yet (flagged), not the old number kept behind it.
            value={servings > 0 ? String(servings) : ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              // Typing 0 takes the dish out, as 빼기 does; an empty field waits for a number.
              if (digits !== '' && Number(digits) === 0) onRemove();
              else onSet(digits === '' ? 0 : Number(digits));
            }}
            className={`h-11 w-20 rounded-xl border text-center text-base font-semibold ${
              problem ? 'border-red-600' : 'border-gray-300'
            }`}
          />
          <span className="text-sm text-gray-700">인분</span>
        </label>
        <button
          type="button"
          className={stepperButton}
          aria-label={`${item.name} ${STEP}인분 늘리기`}
          disabled={servings >= range.max}
          onClick={() => onSet(Math.min(range.max, servings + STEP))}
        >
          +
        </button>
        <button
          type="button"
          onClick={onRemove}
          className="ml-auto min-h-11 px-2 text-sm font-medium text-gray-600 underline underline-offset-4"
          aria-label={`${item.name} 빼기`}
        >
          빼기
        </button>
      </div>
      {problem && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * Step 3: pick dishes and servings. A dish starts at the expected number of guests, the usual order. What a
 * field shows is what the line holds: nothing is clamped; a number outside `servingsRange` (the truck's, or
 * the catalogue's for an open request) is flagged beside the field with the reason (docs/decisions/014).
 * `focusProblem` changes when the step wants the first flagged field in view (a tap on 다음).
 */
export function MenuPicker({
  groups,
  lines,
  defaultServings,
  onChange,
  servingsRange = CATALOGUE_SERVINGS_RANGE,
  focusProblem = 0,
}: {
  groups: MenuGroup[];
  lines: BookingMenuLineInput[];
  defaultServings: number;
  onChange: (lines: BookingMenuLineInput[]) => void;
  servingsRange?: ServingsRange;
  focusProblem?: number;
}) {
  const [filter, setFilter] = useState<MenuFilterValue>({ categoryId: null, query: '' });
  const [removed, setRemoved] = useState<MenuOption | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const servingsOf = new Map(lines.map((line) => [line.menuItemId, line.servings]));
  // Lines keep their order: the server names a refused line by its place (menus.N.servings).
  const set = (id: number, servings: number) =>
    onChange(
      servingsOf.has(id)
        ? lines.map((line) => (line.menuItemId === id ? { menuItemId: id, servings } : line))
        : [...lines, { menuItemId: id, servings }],
    );
  const remove = (item: MenuOption) => {
    onChange(lines.filter((line) => line.menuItemId !== item.id));
    setRemoved(item);
  };
  const full = lines.length >= BOOKING_LIMITS.menuLinesMax;

  // A dish taken out hands the focus to its 담기 button, where the field was.
  useEffect(() => {
    if (removed) document.getElementById(`menu-add-${removed.id}`)?.focus();
  }, [removed]);

  // 다음 with a flagged line: show every dish again if a filter hides it, then bring the first one to view.
  const firstProblemId = lines.find((line) => lineServingsProblem(line.servings, servingsRange))?.menuItemId;
  const revealedFor = useRef(0);
  useEffect(() => {
    if (focusProblem === revealedFor.current) return;
    const field = listRef.current?.querySelector<HTMLInputElement>(
      '[data-servings-input][aria-invalid="true"]',
    );
    if (field) {
      revealedFor.current = focusProblem;
      field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
    } else if (firstProblemId !== undefined && (filter.query || filter.categoryId !== null)) {
      setFilter({ categoryId: null, query: '' });
    } else {
      revealedFor.current = focusProblem;
      listRef.current?.querySelector<HTMLInputElement>('[data-servings-input]')?.focus();
    }
  }, [focusProblem, firstProblemId, filter]);

  const filtering = groups.reduce((sum, group) => sum + group.items.length, 0) > FILTER_FROM_ITEMS;
  const shown = (query: string, categoryId: number | null) =>
    groups
      .filter((group) => categoryId === null || group.id === categoryId)
      .map((group) => ({
        ...group,
        items: group.items.filter((item) => matchesMenuQuery(item, group.name, query)),
      }))
      .filter((group) => group.items.length > 0);
  const visible = filtering ? shown(filter.query.trim(), filter.categoryId) : groups;
  // Nothing in the chosen category: say whether the other categories have it.
  const elsewhere =
    filtering && visible.length === 0 && filter.categoryId !== null
      ? shown(filter.query.trim(), null).reduce((sum, group) => sum + group.items.length, 0)
      : 0;

  return (
    <div className="space-y-6" ref={listRef}>
      <p role="status" className="sr-only">
        {removed && !servingsOf.has(removed.id) ? `${withParticle(removed.name, '을/를')} 뺐어요` : ''}
      </p>
      {filtering && (
        <MenuFilter
          categories={groups.map((group) => ({ id: group.id, name: group.name }))}
          value={filter}
          onChange={setFilter}
        />
      )}
      {visible.length === 0 && (
        <div className="rounded-xl bg-gray-50 px-4 py-6 text-center">
          <p className="text-[15px] text-gray-800">
            {filter.query.trim()
              ? `‘${filter.query.trim()}’에 맞는 메뉴가 없어요`
              : '이 분류에는 메뉴가 없어요'}
          </p>
          {elsewhere > 0 && (
            <button
              type="button"
              onClick={() => setFilter({ ...filter, categoryId: null })}
              className="mt-2 min-h-11 px-2 text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              전체 분류에서 {elsewhere}개 보기
            </button>
          )}
        </div>
      )}
      {visible.map((group) => (
        <section key={group.id} aria-labelledby={`menu-group-${group.id}`}>
          <h2 id={`menu-group-${group.id}`} className="text-base font-bold">
            {group.name}
          </h2>
          <ul className="mt-2 divide-y divide-gray-100">
            {group.items.map((item) => {
              const servings = servingsOf.get(item.id);
              return (
                <li key={item.id} className="py-3">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold">{item.name}</p>
                      <p className="mt-0.5 text-sm text-gray-600">{item.description}</p>
                      <p className="mt-1 text-sm font-semibold text-gray-900">1인 {formatWon(item.price)}</p>
                    </div>
                    {servings === undefined && (
                      <button
                        id={`menu-add-${item.id}`}
                        type="button"
                        disabled={full}
                        onClick={() => set(item.id, defaultServings)}
                        aria-label={`${item.name} 담기`}
                        className="min-h-11 shrink-0 rounded-xl bg-brand-50 px-4 text-sm font-bold text-brand-800 disabled:opacity-50"
                      >
                        담기
                      </button>
                    )}
                  </div>
                  {servings !== undefined && (
                    <ServingsControl
                      item={item}
                      servings={servings}
                      range={servingsRange}
                      onSet={(value) => set(item.id, value)}
                      onRemove={() => remove(item)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
