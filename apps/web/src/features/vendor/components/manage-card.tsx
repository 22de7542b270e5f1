import type { ReactNode } from 'react';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';

/** The pieces every part of a truck's page is built from (truck-manage.tsx, truck-business-card.tsx). */
export const SAVED = '저장했어요';

/** One part of the truck's page: a heading, what it is about, and its own save. */
export function Card({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="border-t-8 border-gray-100 px-4 py-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {description && <div className="mt-1 text-sm text-gray-700">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A label and its value, as every summary on this page reads (inside a `<dl>`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-24 shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 flex-1 break-words">{children}</dd>
    </div>
  );
}
export const FACTS = 'space-y-1.5 text-[15px]';

export const EDIT_BUTTON = `${SECONDARY_BUTTON} mt-5`;
