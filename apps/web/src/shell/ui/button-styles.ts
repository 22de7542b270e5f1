/** The two full-width buttons of every screen (links and buttons alike), 48 px tall. */
export const PRIMARY_BUTTON =
  'flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 text-base font-bold text-white';
export const SECONDARY_BUTTON =
  'flex min-h-12 w-full items-center justify-center rounded-xl border border-gray-300 text-base font-semibold text-gray-900';
/** An action that cannot be undone (취소, 거절, 정지): the primary button's shape in red. */
export const DANGER_BUTTON =
  'flex min-h-12 w-full items-center justify-center rounded-xl bg-red-700 text-base font-bold text-white';
