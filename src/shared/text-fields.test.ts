import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { visibleTextField } from './text-fields.ts';

const TOO_LONG = 'Title must be at most 3 characters';
const refusalOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('visibleTextField', () => {
  const field = visibleTextField(3, TOO_LONG);

  it('counts characters as a person sees them, after trimming', () => {
    expect(field.parse('  abc  ')).toBe('abc');
    expect(field.parse('👨‍👩‍👧👍é')).toBe('👨‍👩‍👧👍é');
  });

  it('refuses a fourth visible character, and one letter under stacked accents, once', () => {
    expect(refusalOf(field, 'abcd')).toEqual([TOO_LONG]);
    expect(refusalOf(field, `a${'\u0301'.repeat(40)}`)).toEqual([TOO_LONG]);
  });

  it("keeps the starting schema's own type error", () => {
    const required = visibleTextField(3, TOO_LONG, z.string({ error: 'Say something' }));
    expect(refusalOf(required, undefined)).toEqual(['Say something']);
  });
});
