/**
 * The median of a page's Lighthouse scores, one per run: the score the page gets most of the
 * time, which one outlier run cannot move (decision 023). With an even count, the lower middle.
 */
export function medianScore(scores: number[]): number {
  if (scores.length === 0) throw new Error('no score to take the median of');
  const sorted = [...scores].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
