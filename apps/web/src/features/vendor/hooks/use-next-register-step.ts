import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shell/paths.ts';
import type { ApplicationStep } from '../draft/application-draft.ts';

/** The summary's 수정 links mark the step they open, so its 다음 leads back to the summary. */
export const FROM_SUMMARY = 'from=summary';

/**
 * Where 다음 leads from a register step: the next step, or straight back to the summary when the person came
 * from its 수정 (everything after was filled in already).
 */
export function useNextRegisterStep(next: ApplicationStep | 'complete'): () => void {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromSummary = search.get('from') === 'summary';
  return () => navigate(paths.registerStep(fromSummary ? 'complete' : next));
}
