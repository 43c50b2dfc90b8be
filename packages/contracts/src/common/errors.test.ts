import { errorResponseSchema } from './envelope';
import { ERROR_CODES, ERROR_STATUS, errorCodeForStatus, isErrorCode } from './errors';

describe('error codes', () => {
  it('when each code is looked up, then it has its own 4xx or 5xx status', () => {
    const statuses = ERROR_CODES.map((code) => ERROR_STATUS[code]);
    expect(new Set(statuses).size).toBe(ERROR_CODES.length);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
  });

  it('when a status is mapped back, then it gives its code, and an unknown 4xx or 5xx falls back', () => {
    for (const code of ERROR_CODES) expect(errorCodeForStatus(ERROR_STATUS[code])).toBe(code);
    expect(errorCodeForStatus(405)).toBe('VALIDATION');
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
  });

  it('when a value is checked, then only the listed codes are error codes', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it('when an error answer lacks its code or has an unknown one, then the schema refuses it', () => {
    expect(errorResponseSchema.safeParse({ success: false, code: 'CONFLICT', message: 'x', productId: 'p' }).success).toBe(true);
    expect(errorResponseSchema.safeParse({ success: false, message: 'x' }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ success: false, code: 'TEAPOT', message: 'x' }).success).toBe(false);
  });

  it('when an error answer names its request, then the id is a string; a number or an object is refused', () => {
    expect(errorResponseSchema.parse({ success: false, code: 'INTERNAL', message: 'x', requestId: 'abc-12345' }).requestId).toBe('abc-12345');
    expect(errorResponseSchema.safeParse({ success: false, code: 'INTERNAL', message: 'x', requestId: 42 }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ success: false, code: 'INTERNAL', message: 'x', requestId: { id: 'x' } }).success).toBe(false);
  });
});
