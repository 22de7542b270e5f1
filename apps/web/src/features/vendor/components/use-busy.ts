import { useCallback, useState } from 'react';

/** Which parts of a screen are still uploading: the step's 다음 waits until none is. */
export function useBusyFlags() {
  const [flags, setFlags] = useState<Readonly<Record<string, boolean>>>({});
  const set = useCallback(
    (key: string, busy: boolean) => setFlags((f) => (Boolean(f[key]) === busy ? f : { ...f, [key]: busy })),
    [],
  );
  return { any: Object.values(flags).some(Boolean), set };
}
