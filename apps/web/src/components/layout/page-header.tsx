import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A screen's top bar: back button (when there is somewhere to go back to) and the title. */
export function PageHeader({
  title,
  back = true,
  right,
}: {
  title: string;
  back?: boolean;
  right?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-gray-100 bg-white/95 px-1 backdrop-blur">
      {back ? (
        <button
          type="button"
          aria-label="뒤로 가기"
          className="flex size-11 items-center justify-center rounded-full text-gray-800"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m15 18-6-6 6-6" />
          </svg>
        </button>
      ) : (
        <span className="w-3" />
      )}
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{title}</h1>
      {right}
    </header>
  );
}
