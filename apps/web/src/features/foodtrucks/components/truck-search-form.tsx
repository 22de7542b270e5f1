import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shell/paths.ts';

/** A plain GET form, so it works before hydration too; after it, navigation stays in the app. */
export function TruckSearchForm({
  defaultValue = '',
  className = '',
}: {
  defaultValue?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    navigate(paths.foodtrucks(keyword ? new URLSearchParams({ keyword }) : undefined));
  };
  return (
    <search className={className}>
      <form action="/foodtrucks" method="get" onSubmit={onSubmit} className="relative">
        <label htmlFor={id} className="sr-only">
          푸드트럭 검색
        </label>
        <input
          id={id}
          name="keyword"
          type="search"
          enterKeyHint="search"
          defaultValue={defaultValue}
          maxLength={50}
          placeholder="메뉴나 트럭 이름 (예: 떡볶이, ㄸㅂㅇ)"
          className="h-12 w-full rounded-2xl border border-gray-200 bg-white pr-12 pl-4 text-base shadow-sm placeholder:text-gray-500"
        />
        <button
          type="submit"
          aria-label="검색"
          className="absolute top-0.5 right-0.5 flex size-11 items-center justify-center text-gray-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </button>
      </form>
    </search>
  );
}
