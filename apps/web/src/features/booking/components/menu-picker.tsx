import type { BookingMenuLineInput, FoodTruckDetail, MenuCategoryWithItems } from '@ft/shared';
import { BOOKING_LIMITS } from '@ft/shared';
import { formatWon } from '../../../lib/format.ts';

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

const STEP = 10;
const clampServings = (value: number) =>
  Math.min(BOOKING_LIMITS.servingsMax, Math.max(1, Number.isFinite(value) ? Math.round(value) : 1));

const stepperButton =
  'flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-lg font-bold text-gray-800 disabled:opacity-40';

/** Step 3: pick dishes and servings. A dish starts at the expected number of guests, the usual order. */
export function MenuPicker({
  groups,
  lines,
  defaultServings,
  onChange,
}: {
  groups: MenuGroup[];
  lines: BookingMenuLineInput[];
  defaultServings: number;
  onChange: (lines: BookingMenuLineInput[]) => void;
}) {
  const servingsOf = new Map(lines.map((line) => [line.menuItemId, line.servings]));
  const set = (id: number, servings: number | null) => {
    const rest = lines.filter((line) => line.menuItemId !== id);
    onChange(servings === null ? rest : [...rest, { menuItemId: id, servings: clampServings(servings) }]);
  };
  const full = lines.length >= BOOKING_LIMITS.menuLinesMax;

  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`menu-group-${group.id}`}>
          <h2 id={`menu-group-${group.id}`} className="text-base font-bold">
            {group.name}
          </h2>
          <ul className="mt-2 divide-y divide-gray-100">
            {group.items.map((item) => {
              const servings = servingsOf.get(item.id);
              const chosen = servings !== undefined;
              return (
                <li key={item.id} className="py-3">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold">{item.name}</p>
                      <p className="mt-0.5 text-sm text-gray-600">{item.description}</p>
                      <p className="mt-1 text-sm font-semibold text-gray-900">1인 {formatWon(item.price)}</p>
                    </div>
                    {!chosen && (
                      <button
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
                  {chosen && (
                    <div className="mt-2 flex items-center gap-2">
                      <button
                        type="button"
                        className={stepperButton}
                        aria-label={`${item.name} ${STEP}인분 줄이기`}
                        disabled={servings <= 1}
                        onClick={() => set(item.id, servings - STEP)}
                      >
                        −
                      </button>
                      <label className="flex items-center gap-1">
                        <span className="sr-only">{item.name} 수량 (인분)</span>
                        <input
                          inputMode="numeric"
                          value={servings}
                          onChange={(event) => {
                            const value = Number(event.target.value.replace(/\D/g, ''));
                            if (value > 0) set(item.id, value);
                          }}
                          className="h-11 w-20 rounded-xl border border-gray-300 text-center text-base font-semibold"
                        />
                        <span className="text-sm text-gray-700">인분</span>
                      </label>
                      <button
                        type="button"
                        className={stepperButton}
                        aria-label={`${item.name} ${STEP}인분 늘리기`}
                        onClick={() => set(item.id, servings + STEP)}
                      >
                        +
                      </button>
                      <button
                        type="button"
                        onClick={() => set(item.id, null)}
                        className="ml-auto min-h-11 px-2 text-sm font-medium text-gray-600 underline underline-offset-4"
                        aria-label={`${item.name} 빼기`}
                      >
                        빼기
                      </button>
                    </div>
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
