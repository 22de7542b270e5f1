import { REQUIRED_VENDOR_DOCUMENTS, VENDOR_DOCUMENT_KINDS, VENDOR_DOCUMENT_LABELS } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { PAPERS_TO_PREPARE } from './papers.ts';

describe('PAPERS_TO_PREPARE', () => {
  it('names every paper as the contracts do, with the same ones required', () => {
    expect(PAPERS_TO_PREPARE.map((p) => p.kind)).toEqual([...VENDOR_DOCUMENT_KINDS]);
    for (const paper of PAPERS_TO_PREPARE) {
      expect(paper.label).toBe(VENDOR_DOCUMENT_LABELS[paper.kind]);
      expect(paper.required).toBe(REQUIRED_VENDOR_DOCUMENTS.includes(paper.kind));
    }
  });
});
