/**
 * A pure function of a text, remembering its last `max` answers. Families type the same towns
 * all day; the place dataset never changes while the server runs, so an answer never goes stale.
 * Answers are shared between callers: they must not be changed.
 */
export function remembered<T>(fn: (text: string) => T, max = 5000): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    if (answers.has(text)) return answers.get(text) as T;
    const answer = fn(text);
    // A Map iterates in insertion order: the first key is the oldest.
    if (answers.size >= max) answers.delete(answers.keys().next().value as string);
    answers.set(text, answer);
    return answer;
  };
}
