import { describe, expect, it } from 'vitest';
import { clientErrorOf, clientErrorResponse, HEADERS_TOO_LARGE_PAGE } from './client-errors.ts';
import { rawRequestAsksForAPage } from './refusal-page.ts';

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

  it('tell a browser asking for a page from everything else by the bytes that arrived', () => {
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    const asks = (head: string) => rawRequestAsksForAPage(`${head}\r\nCookie: a=b`);
    expect(asks(`GET /browse HTTP/1.1\r\nHost: x\r\nAccept: ${html}`)).toBe(true);
    expect(asks(`GET / HTTP/1.1\r\nhost: x\r\naccept:${html}`)).toBe(true);
    expect(asks(`GET /api/listings HTTP/1.1\r\nAccept: ${html}`)).toBe(false);
    expect(asks(`POST /auth HTTP/1.1\r\nAccept: ${html}`)).toBe(false);
    expect(asks('GET /browse HTTP/1.1\r\nAccept: application/json')).toBe(false);
    expect(asks('GET /browse HTTP/1.1\r\nHost: x')).toBe(false);
    expect(rawRequestAsksForAPage('NOT HTTP AT ALL')).toBe(false);
  });

  it('answer a page asked for with headers too large as a page, and the API as JSON', () => {
    const raw = (head: string) => Buffer.from(`${head}\r\nCookie: ${'x'.repeat(100)}`, 'latin1');
    const page = clientErrorResponse(
      { code: 'HPE_HEADER_OVERFLOW', rawPacket: raw('GET /browse HTTP/1.1\r\nAccept: text/html') },
      'id-2',
    );
    const [pageHead, pageBody] = page.split('\r\n\r\n');
    expect(pageHead.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(pageHead).toContain('Content-Type: text/html; charset=utf-8');
    expect(pageHead).toContain(`Content-Length: ${Buffer.byteLength(pageBody)}`);
    expect(pageBody).toContain(`<h1>${HEADERS_TOO_LARGE_PAGE.title}</h1>`);
    const api = clientErrorResponse(
      { code: 'HPE_HEADER_OVERFLOW', rawPacket: raw('GET /api/me HTTP/1.1\r\nAccept: text/html') },
      'id-3',
    );
    expect(JSON.parse(api.split('\r\n\r\n')[1]).error.code).toBe('HEADERS_TOO_LARGE');
  });
});
