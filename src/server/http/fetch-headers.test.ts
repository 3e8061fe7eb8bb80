import { describe, expect, it } from 'vitest';
import { toFetchHeaders } from './fetch-headers.ts';

describe('toFetchHeaders', () => {
  it('carries every header, a number as text and a repeated header as each of its values', () => {
    const headers = toFetchHeaders({
      host: 'carenest.test',
      'content-length': 42,
      'set-cookie': ['a=1', 'b=2'],
      accept: ['text/html', 'application/json'],
      'x-absent': undefined,
    });
    expect(headers.get('host')).toBe('carenest.test');
    expect(headers.get('content-length')).toBe('42');
    expect(headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(headers.get('accept')).toBe('text/html, application/json');
    expect(headers.has('x-absent')).toBe(false);
  });

  it('leaves out the headers it is told to', () => {
    const headers = toFetchHeaders({ cookie: 's=1', 'content-length': '9' }, ['content-length']);
    expect([...headers.keys()]).toEqual(['cookie']);
  });
});
