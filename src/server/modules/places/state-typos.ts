import { editDistance } from './near-names.ts';
import { placeKey, stateCodeOf, US_STATES } from './place-text.ts';

// A state's name mistyped at the end of the text: "Knoxville Tennesee", "Massachusets"
// (docs/decisions/094).

/**
 * One typo in a state's name of six letters or more, two from nine. In shorter ones, only two
 * letters typed the wrong way round ("Texsa", "Ohoi"): any other typo of a short name is often
 * a word or a town of its own ("Maize", "Texan", "Idah").
 */
const typosAllowed = (key: string) => (key.length >= 9 ? 2 : key.length >= 6 ? 1 : 0);

/** Whether a is b with two letters next to each other swapped. */
function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((letter, i) => letter !== b[i]);
  return (
    at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
  );
}

/**
 * What a state's people are called, which is no typo of its name: "Floridian", "Coloradan",
 * "Tennessean", "Kansan", "New Yorker" (a community may be named so); and "Indian".
 */
const DEMONYMS = new Set([
  'indian',
  ...US_STATES.flatMap(({ key }) => [
    `${key}n`,
    `${key}an`,
    `${key}ian`,
    `${key}er`,
    `${key.replace(/[aeios]$/, '')}an`,
    `${key.replace(/[aeio]$/, '')}ian`,
    `${key.replace(/s$/, '')}n`,
  ]),
]);

/** The one state whose name the key is nearest, within the typos allowed; null if none or a tie. */
function stateMistyped(key: string): { code: string; name: string } | null {
  const allowed = typosAllowed(key);
  if (stateCodeOf(key) || DEMONYMS.has(key)) return null;
  if (allowed === 0) return US_STATES.find((state) => swappedOnce(key, state.key)) ?? null;
  const near = US_STATES.map((state) => ({ state, typos: editDistance(key, state.key, allowed) }))
    .filter(({ typos }) => typos <= allowed)
    .sort((a, b) => a.typos - b.typos);
  if (near.length === 0 || near[1]?.typos === near[0].typos) return null;
  return near[0].state;
}

/**
 * The text with its last one or two words, a state's name mistyped, written right, and that
 * state's code; null when they are no near miss of one state's name.
 */
export function stateNameRespelled(text: string): { text: string; state: string } | null {
  const words = text.trim().split(/[\s,]+/);
  for (const count of [2, 1]) {
    if (words.length < count) continue;
    const state = stateMistyped(placeKey(words.slice(-count).join(' ')));
    if (state)
      return { text: [...words.slice(0, -count), state.name].join(' '), state: state.code };
  }
  return null;
}
