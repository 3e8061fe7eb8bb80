import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMAIL_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  emailField,
  optionalEmailField,
  optionalPhoneField,
  PHONE_MESSAGE,
} from './contact-fields.ts';

/** The first refusal's message, as the API and the forms show it; null when accepted. */
const refusalOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};
const addressOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('emailField', () => {
  it('takes an address, trimmed', () => {
    expect(emailField.parse('  rosa@example.com ')).toBe('rosa@example.com');
    expect(refusalOf(emailField, addressOfLength(254))).toBeNull();
  });

  it('refuses a non-address, an empty box and an address over 254 characters', () => {
    expect(refusalOf(emailField, 'nope@')).toBe('Please enter a valid email address');
    expect(refusalOf(emailField, '')).toBe(EMAIL_MESSAGE);
    expect(refusalOf(emailField, addressOfLength(255))).toBe(
      'Email must be at most 254 characters',
    );
  });
});

describe('optionalEmailField', () => {
  it('takes an empty box or an address, with the same refusals as emailField', () => {
    expect(optionalEmailField.parse('  ')).toBe('');
    expect(optionalEmailField.parse('rosa@example.com')).toBe('rosa@example.com');
    expect(refusalOf(optionalEmailField, 'nope@')).toBe(EMAIL_MESSAGE);
    expect(refusalOf(optionalEmailField, addressOfLength(255))).toBe(EMAIL_TOO_LONG_MESSAGE);
  });
});

describe('optionalPhoneField', () => {
  it('takes an empty box or ten digits with any punctuation, as typed', () => {
    expect(optionalPhoneField.parse('')).toBe('');
    expect(optionalPhoneField.parse(' 503.555.0142 ')).toBe('503.555.0142');
    expect(optionalPhoneField.parse('(503) 555-0142')).toBe('(503) 555-0142');
  });

  it('refuses nine or eleven digits, and ten digits buried in a long text', () => {
    expect(PHONE_MESSAGE).toBe('Phone number must be 10 digits');
    expect(refusalOf(optionalPhoneField, '555-0142')).toBe(PHONE_MESSAGE);
    expect(refusalOf(optionalPhoneField, '1 503 555 0142')).toBe(PHONE_MESSAGE);
    expect(refusalOf(optionalPhoneField, `5035550142${' '.repeat(30)}x`)).toBe(PHONE_MESSAGE);
  });
});
