// Judging a change from paired runs (before and after measured in the same round) without assuming
// the noise is normal: a sign-test confidence bound on the median of the differences.

/** P(X ≤ k) for X ~ Binomial(n, 1/2). */
function binomialAtMost(n: number, k: number): number {
  let term = 0.5 ** n;
  let total = 0;
  for (let i = 0; i <= k; i += 1) {
    total += term;
    term = (term * (n - i)) / (i + 1);
  }
  return total;
}

/**
 * One-sided bounds on the median change, each holding with confidence at least 1 − alpha:
 * the k-th smallest and k-th largest difference, for the largest k the sign test allows.
 * Undefined when there are too few pairs for any bound at that confidence (fewer than 5 at 95 %).
 */
export function medianBounds(differences: number[], alpha = 0.05): { low: number; high: number } | undefined {
  const sorted = [...differences].sort((a, b) => a - b);
  const n = sorted.length;
  let k = 0;
  while (k < n && binomialAtMost(n, k) <= alpha) k += 1;
  if (k === 0) return undefined;
  return { low: sorted[k - 1]!, high: sorted[n - k]! };
}

export type Verdict = 'no worse' | 'worse' | 'cannot tell';

/** How the tables mark a verdict. */
export const VERDICT: Record<Verdict, string> = { 'no worse': '✓', worse: '✗', 'cannot tell': '?' };

/**
 * "No worse" when the median change is at most `allowance` with 95 % confidence, "worse" when it is
 * over it with 95 % confidence, otherwise the pairs cannot tell (more rounds, or a steadier measure).
 */
export function judge(differences: number[], allowance: number): Verdict {
  const bounds = medianBounds(differences);
  if (!bounds) return 'cannot tell';
  if (bounds.high <= allowance) return 'no worse';
  if (bounds.low > allowance) return 'worse';
  return 'cannot tell';
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const signed = (value: number) => {
  const rounded = Math.round(value);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)}`;
};

/** "+12 (−30 to +40)": the median difference and its 95 % bounds, where there are enough pairs for them. */
export function describeChange(differences: number[]): string {
  const bounds = medianBounds(differences);
  const text = signed(median(differences));
  return bounds ? `${text} (${signed(bounds.low)} to ${signed(bounds.high)})` : text;
}

/** Paired differences a[i] − b[i]. */
export const differences = (a: number[], b: number[]) => a.map((value, index) => value - (b[index] ?? NaN));

/**
 * Where a sitting measures: this build's and the baseline's origins, the empty page's address, and the
 * address of the empty page carrying the document a path of the site serves (bench/floor/app/document).
 */
export type SittingUrls = {
  site: string;
  floorPage: string;
  floorCarrying: (path: string) => string;
  baseline?: string;
};

/** Each template's runs in a sitting: the empty page's right before it, its own, the baseline's. */
export type Rounds<T> = { floor: T[]; page: T[]; before: T[] };

/**
 * Rounds of the empty page carrying the template's document, the template, the baseline's template
 * (the last two swapped every other round) over all templates, so that what is compared sees the same
 * noise, and what a template does beyond its floor is the site's scripts and what they hydrate.
 */
export async function interleavedRounds<T>(
  urls: SittingUrls,
  templates: { name: string; path: string }[],
  rounds: number,
  label: string,
  measure: (url: string) => T | Promise<T>,
): Promise<Map<string, Rounds<T>>> {
  const runs = new Map(templates.map(({ name }): [string, Rounds<T>] => [name, { floor: [], page: [], before: [] }]));
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`${label}, round ${round} of ${rounds}…`);
    for (const template of templates) {
      const entry = runs.get(template.name)!;
      entry.floor.push(await measure(urls.floorCarrying(template.path)));
      const turns: [T[], string][] = [[entry.page, urls.site]];
      if (urls.baseline) turns.push([entry.before, urls.baseline]);
      if (round % 2 === 0) turns.reverse();
      for (const [into, origin] of turns) into.push(await measure(origin + template.path));
    }
  }
  return runs;
}
