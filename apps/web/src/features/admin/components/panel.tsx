import type { ReactNode } from 'react';

/**
 * A titled part of a console screen; its heading names it for screen readers too. `compact` sets a smaller
 * heading on its text's baseline, for the many parts of one application.
 */
export function Panel({
  id,
  title,
  aside,
  compact = false,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={`mb-3 flex ${compact ? 'items-baseline' : 'items-center'} justify-between gap-3`}>
        <h2 id={`${id}-title`} className={`${compact ? 'text-base' : 'text-lg'} font-bold`}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
