import { describe, expect, it } from 'vitest';
import { isWeakPassword } from './password-strength.ts';

describe('isWeakPassword', () => {
  it.each(['password123', 'Password1!', 'sunshine2024', 'qwertyuiop', '11111111'])(
    'refuses %s',
    (pw) => {
      expect(isWeakPassword(pw)).toBe(true);
    },
  );
  it('accepts a phrase of unrelated words', () => {
    expect(isWeakPassword('correct-horse-battery')).toBe(false);
  });
  it('counts the person’s own name and email as guessable', () => {
    // Strong for a stranger, but made only of the person's own name.
    expect(isWeakPassword('zephyrinaquattrocchi')).toBe(false);
    expect(
      isWeakPassword('zephyrinaquattrocchi', ['Zephyrina Quattrocchi', 'zq@example.com']),
    ).toBe(true);
  });
});
