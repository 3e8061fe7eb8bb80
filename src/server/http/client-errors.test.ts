import { describe, expect, it } from 'vitest';
import { clientErrorOf, clientErrorResponse } from './client-errors.ts';

describe('requests Node refuses before any route', () => {
  it('map to our codes: headers too large, too slow to arrive, anything else malformed', () => {
    const codeOf = (code?: string) => clientErrorOf({ code }).code;
    expect(codeOf('HPE_HEADER_OVERFLOW')).toBe('HEADERS_TOO_LARGE');
    expect(codeOf('ERR_HTTP_REQUEST_TIMEOUT')).toBe('REQUEST_TIMEOUT');
    expect(codeOf('HPE_INVALID_METHOD')).toBe('VALIDATION_ERROR');
    expect(codeOf(undefined)).toBe('VALIDATION_ERROR');
  });

  it('are answered with a whole HTTP response whose length matches its body', () => {
    const response = clientErrorResponse({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }, 'id-1');
    const [head, body] = response.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
      requestId: 'id-1',
    });
  });
});
