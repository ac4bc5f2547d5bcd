/**
 * Typo-tolerant matching for the search box (makes, models, variants). Every word typed must
 * match a word of the name: as a prefix, or within a small edit distance (one typo for words of
 * 4-6 letters, two from 7), counting a swap of neighbours as one edit ("hyundia" → "hyundai").
 */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export function allowedTypos(word: string): number {
  if (word.length >= 7) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Optimal string alignment distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Score of one typed word against the words of a name: 3 exact, 2 prefix, 1 typo, 0 no match.
 * A typo is checked against the whole word and against its prefix of the same length, so a
 * half-typed word with a typo still matches ("hyunda" → "hyundai").
 */
function wordScore(typed: string, words: string[]): number {
  let best = 0;
  for (const word of words) {
    if (word === typed) return 3;
    if (word.startsWith(typed)) best = Math.max(best, 2);
    const limit = allowedTypos(typed);
    if (limit > 0 && best < 1) {
      const whole = editDistance(typed, word, limit) <= limit;
      const prefix =
        word.length > typed.length &&
        editDistance(typed, word.slice(0, typed.length), limit) <= limit;
      if (whole || prefix) best = 1;
    }
  }
  return best;
}

/** Total score when every typed word matches, else 0. */
export function matchScore(query: string, label: string): number {
  const typed = normalizeWords(query);
  if (typed.length === 0) return 0;
  const words = normalizeWords(label);
  let total = 0;
  for (const word of typed) {
    const score = wordScore(word, words);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}
