import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Try a longer phrase, for example three unrelated words.';

/** zxcvbn's 3 = "safely unguessable": resists offline guessing of a slow hash. */
const MIN_SCORE = 3;

let checker: ZxcvbnFactory | null = null;

/** Built on first use: the dictionaries take a moment to load and only sign-up needs them. */
function getChecker(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return checker;
}

/** True when the password is too guessable, also given the person's own name and email. */
export function isWeakPassword(password: string, personalWords: string[] = []): boolean {
  // Each word of a name or email is its own guessable word ("Maria Gonzalez" → maria, gonzalez).
  const words = personalWords
    .flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 3);
  return getChecker().check(password, words).score < MIN_SCORE;
}
