import {
  isSigunguOf,
  NO_SIGUNGU_SIDO,
  SIDO_LIST,
  SIGUNGU_BY_SIDO,
  shortSido,
  VENDOR_LIMITS,
  withParticle,
} from '@ft/shared';
import { useId, useState } from 'react';

export interface Region {
  sido: string;
  sigungu: string;
}

/**
 * The 시/군/구 names typed into the box ("강남구, 서초구" adds both), checked the way requests are matched:
 * exactly one of the 시/도's 시, 군 or 구 (an event's address gives "강남구", never "강남").
 */
export function parseSigungu(text: string, sido: string): { names: string[]; problem: string | null } {
  const names = [
    ...new Set(
      text
        .split(/[,\s·/]+/)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) return { names, problem: '시/군/구를 입력해주세요' };
  const odd = names.find((name) => !isSigunguOf(sido, name));
  if (odd) {
    const examples = SIGUNGU_BY_SIDO[sido as keyof typeof SIGUNGU_BY_SIDO]?.slice(0, 2).join(', ');
    const particle = withParticle(odd, '은/는').slice(odd.length);
    return {
      names,
      problem: `'${odd}'${particle} ${shortSido(sido)}의 시/군/구가 아니에요 (예: ${examples})`,
    };
  }
  return { names, problem: null };
}

/** 출장 가능 지역: a 시/도 and one or more 시/군/구 at a time, shown as chips that can be removed. */
export function RegionPicker({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: readonly Region[] | undefined;
  onChange: (regions: Region[]) => void;
  error?: string | undefined;
  inputRef?: (element: HTMLSelectElement | null) => void;
}) {
  const id = useId();
  const regions = value ?? [];
  const [sido, setSido] = useState<string>(regions.at(-1)?.sido ?? '');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    if (!sido) return setProblem('시/도를 먼저 골라주세요');
    // 세종 has no 시/군/구: the whole city is one area.
    const parsed = sido === NO_SIGUNGU_SIDO ? { names: [''], problem: null } : parseSigungu(text, sido);
    if (parsed.problem) return setProblem(parsed.problem);
    const fresh = parsed.names
      .map((sigungu) => ({ sido, sigungu }))
      .filter((r) => !regions.some((x) => x.sido === r.sido && x.sigungu === r.sigungu));
    if (fresh.length === 0) return setProblem('이미 추가한 지역이에요');
    if (regions.length + fresh.length > VENDOR_LIMITS.regionsMax) {
      return setProblem(`출장 지역은 ${VENDOR_LIMITS.regionsMax}곳까지 추가할 수 있어요`);
    }
    setProblem(null);
    setText('');
    onChange([...regions, ...fresh]);
  };

  const message = problem ?? error;
  return (
    <fieldset aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">출장 가능 지역</legend>
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
        <label htmlFor={`${id}-sido`} className="sr-only">
          시/도
        </label>
        <select
          id={`${id}-sido`}
          ref={inputRef}
          value={sido}
          onChange={(event) => setSido(event.target.value)}
          className="h-12 w-full rounded-xl border border-gray-300 bg-white px-3 text-base"
        >
          <option value="">시/도</option>
          {SIDO_LIST.map((name) => (
            <option key={name} value={name}>
              {shortSido(name)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-sigungu`} className="sr-only">
          시/군/구
        </label>
        <input
          id={`${id}-sigungu`}
          value={text}
          placeholder="시/군/구 (예: 강남구)"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the region instead of sending the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={problem ? true : undefined}
          className={`h-12 w-full rounded-xl border bg-white px-3 text-base placeholder:text-gray-500 ${problem ? 'border-red-600' : 'border-gray-300'}`}
        />
      </div>
      <button
        type="button"
        onClick={add}
        className="mt-2 flex min-h-11 w-full items-center justify-center rounded-xl border border-gray-300 text-[15px] font-semibold text-gray-900"
      >
        + 지역 추가
      </button>
      {message ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
          여러 곳은 쉼표로 나눠 한 번에 추가할 수 있어요.
        </p>
      )}
      {regions.length > 0 && (
        <ul aria-label="추가한 출장 지역" className="mt-3 flex flex-wrap gap-2">
          {regions.map((region) => {
            const name = `${shortSido(region.sido)} ${region.sigungu}`.trim();
            return (
              <li
                key={`${region.sido} ${region.sigungu}`}
                className="flex min-h-11 items-center rounded-full bg-gray-100 pl-4 text-[15px] font-medium text-gray-900"
              >
                {name}
                <button
                  type="button"
                  aria-label={`${name} 삭제`}
                  onClick={() => onChange(regions.filter((r) => r !== region))}
                  className="flex size-11 items-center justify-center rounded-full text-gray-600"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="m5 5 10 10M15 5 5 15" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
