// The check's violations (GET /sales/{id}/check, CONTRACT §9.3) as what a member can read and do:
// one problem per reason and article, with the fix when the member can make it (their address) and
// "ask at the desk" otherwise. Pure: the page gives it the violations and the cart's articles.
import type { Violation } from '@/lib/domain/errors';

export type CartProblem =
  | { kind: 'address' }
  | { kind: 'identity' }
  | { kind: 'tag'; article: string }
  | { kind: 'age'; article: string }
  | { kind: 'start-date'; article: string }
  | { kind: 'blocked' }
  | { kind: 'option'; article: string }
  | { kind: 'other' };

const ADDRESS_PATH = /^address\./;

/** One problem per kind and article, in the check's order. */
export function cartProblems(violations: Violation[], articleNames: string[]): CartProblem[] {
  const seen = new Set<string>();
  const problems: CartProblem[] = [];
  const articleOf = (path: string) => articleNames[Number(/^articles\.(\d+)/.exec(path)?.[1] ?? -1)] ?? '';
  for (const v of violations) {
    const reason = v.code.replace(/^api\.error\.sale\./, '');
    const problem: CartProblem | null = reason === 'empty' ? null
      : reason === 'contact-incomplete' ? { kind: ADDRESS_PATH.test(v.propertyPath) ? 'address' : 'identity' }
        : reason === 'tag-restriction' ? { kind: 'tag', article: articleOf(v.propertyPath) }
          : reason === 'age-restriction' ? { kind: 'age', article: articleOf(v.propertyPath) }
            : reason === 'start-date-required' ? { kind: 'start-date', article: articleOf(v.propertyPath) }
              : reason === 'contact-blocked' ? { kind: 'blocked' }
                : reason === 'option-without-subscription' ? { kind: 'option', article: articleOf(v.propertyPath) }
                  : { kind: 'other' };
    if (!problem) continue;
    const key = JSON.stringify(problem);
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
