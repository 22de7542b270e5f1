import { Link } from 'react-router';
import { paths } from '../../../shell/paths.ts';

/** For people who would rather describe the event than pick a truck: an open request any matching truck can take. */
export function OpenRequestCta({ className = '' }: { className?: string }) {
  return (
    <aside
      aria-labelledby="open-request-title"
      className={`rounded-2xl bg-gray-900 p-5 text-white ${className}`}
    >
      <h2 id="open-request-title" className="text-lg font-bold">
        어떤 트럭이 좋을지 고민되세요?
      </h2>
      <p className="mt-1 text-sm text-gray-200">
        행사 정보만 남기면 조건에 맞는 사장님들이 견적을 보내드려요.
      </p>
      <Link
        to={paths.bookingStart()}
        className="mt-4 flex min-h-12 items-center justify-center rounded-xl bg-white text-base font-bold text-gray-900"
      >
        예약 요청하기
      </Link>
    </aside>
  );
}
