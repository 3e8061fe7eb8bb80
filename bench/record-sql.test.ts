import { describe, expect, it } from 'vitest';
import { isRead, readsOnly, type RecordedQuery } from './record-sql.ts';

const query = (text: string, startedAfter: number, finishedAs: number): RecordedQuery => ({
  text,
  params: [],
  startedAfter,
  finishedAs,
});

describe('readsOnly', () => {
  it('counts only the reads a read waited for, so none waits for a write left out', () => {
    const recorded = [
      query('select * from "user"', 0, 0),
      query('update jobs set status = $1', 1, 1),
      query('select * from session', 2, 2),
      query('insert into "session" (id) values ($1)', 3, 3),
    ];
    expect(readsOnly(recorded).map((q) => [q.text, q.startedAfter])).toEqual([
      ['select * from "user"', 0],
      ['select * from session', 1],
    ]);
  });
  it('keeps reads that ran side by side side by side', () => {
    const recorded = [query('select 1', 0, 1), query('select 2', 0, 0), query('select 3', 2, 2)];
    expect(readsOnly(recorded).map((q) => q.startedAfter)).toEqual([0, 0, 2]);
  });
});

describe('isRead', () => {
  it('takes a with … update or a locking select for the write it is', () => {
    expect(isRead({ text: 'with due as (select id from jobs) select * from due' })).toBe(true);
    expect(isRead({ text: 'select "updated_at" from listings' })).toBe(true);
    expect(
      isRead({
        text: 'with due as (select id from jobs for update skip locked) update jobs set a = 1',
      }),
    ).toBe(false);
    expect(isRead({ text: 'insert into jobs (id) values ($1)' })).toBe(false);
  });
});
