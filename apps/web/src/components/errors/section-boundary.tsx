import { GENERAL_ERRORS } from '@ft/shared';
import { Component, type ReactNode } from 'react';
import { normalizeError } from '../../shell/errors/normalize.ts';
import { logger } from '../../shell/logger.ts';

/**
 * Around a part of a screen that can fail on its own (the payment box, the conversation, a vendor's buttons):
 * when it throws while rendering, that part says so (COMPONENT_ERROR) and the rest of the screen stays usable,
 * instead of the whole screen giving way to the screen's error boundary.
 */
export class SectionBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const normalized = normalizeError(error, { part: true });
    logger.recordError(normalized);
    logger.error('Part of a screen failed to render', { part: this.props.name, code: normalized.code });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" className="rounded-2xl bg-gray-50 px-4 py-5 text-center">
        <p className="text-[15px] text-gray-800">{GENERAL_ERRORS.COMPONENT_ERROR.message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-3 min-h-11 rounded-xl bg-white px-5 font-semibold ring-1 ring-gray-200"
        >
          새로고침
        </button>
      </section>
    );
  }
}
