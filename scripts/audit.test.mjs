import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit.mjs';

const report = (vulnerabilities) => JSON.stringify({ auditReportVersion: 2, metadata: { vulnerabilities } });
const none = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };

describe('auditVerdict', () => {
  it('fails on high or critical advisories, and names them', () => {
    expect(auditVerdict(report({ ...none, high: 2, total: 2 }))).toEqual({
      verdict: 'vulnerable',
      detail: 'vulnerabilities: 2 high',
    });
    expect(auditVerdict(report({ ...none, critical: 1, moderate: 3, total: 4 })).verdict).toBe('vulnerable');
  });

  it('passes below high, saying what there was', () => {
    expect(auditVerdict(report({ ...none, moderate: 1, total: 1 }))).toEqual({
      verdict: 'clean',
      detail: 'below high: 1 moderate',
    });
    expect(auditVerdict(report(none)).detail).toBe('no known vulnerabilities');
  });

  it('says when the registry answered no advisories (a 405 from a mirror), or npm printed nothing', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed',
      statusCode: 405,
      error: { summary: '' },
    });
    expect(auditVerdict(refused)).toEqual({
      verdict: 'unanswered',
      detail: 'the registry did not answer advisories (405)',
    });
    expect(auditVerdict('').verdict).toBe('unanswered');
  });
});
