import { z } from 'zod';
import { groupDigits } from '../digits.ts';
import { validationMessage } from '../errors/http.ts';

/**
 * What a field is told when its schema names no message of its own (decision 076): a Korean sentence in the
 * catalogue's tone, never zod's own words ("Invalid input: expected number", or its Korean locale's
 * "잘못된 입력: 예상 타입은 …"). A field's own message always wins over these; this only fills the gaps.
 */
export function validationIssueMessage(issue: z.core.$ZodRawIssue): string {
  const field = issue.path?.map(String).join('.');
  const count = (n: unknown) => groupDigits(Number(n));
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '꼭 입력해야 하는 항목이에요';
      if (issue.expected === 'number' || issue.expected === 'int') return '숫자로 입력해주세요';
      return validationMessage(field);
    case 'too_big':
      if (issue.origin === 'string') return `${count(issue.maximum)}자 이내로 입력해주세요`;
      if (issue.origin === 'number' || issue.origin === 'int')
        return `${count(issue.maximum)} 이하로 입력해주세요`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${count(issue.maximum)}개까지 보낼 수 있어요`;
      return validationMessage(field);
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? '내용을 입력해주세요'
          : `${count(issue.minimum)}자 이상 입력해주세요`;
      if (issue.origin === 'number' || issue.origin === 'int')
        return `${count(issue.minimum)} 이상으로 입력해주세요`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1
          ? '하나 이상 골라주세요'
          : `${count(issue.minimum)}개 이상 골라주세요`;
      return validationMessage(field);
    case 'invalid_format':
      if (issue.format === 'email') return '이메일 주소를 확인해주세요';
      if (issue.format === 'url') return '주소를 확인해주세요';
      if (issue.format === 'date' || issue.format === 'datetime') return '날짜를 다시 확인해주세요';
      return validationMessage(field);
    case 'invalid_value':
      return '보기 중에서 골라주세요';
    case 'unrecognized_keys':
      return `알 수 없는 항목이 있어요: ${issue.keys.join(', ')}`;
    default:
      return validationMessage(field);
  }
}

/**
 * Makes `validationIssueMessage` zod's message for every issue a schema leaves without one. Called once where a
 * program starts (the server's `app.ts`); zod keeps it process-wide.
 */
export function setKoreanValidationMessages(): void {
  z.config({ customError: validationIssueMessage });
}
