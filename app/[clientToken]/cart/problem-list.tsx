import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CartProblem } from '@/components/cart-problems';

/** The check's problems in plain words, each with what the member can do about it. */
export async function ProblemList({ problems, base }: { problems: CartProblem[]; base: string }) {
  const t = await getTranslations('cart');
  return (
    <section aria-labelledby="cart-problems" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="cart-problems" className="text-base font-semibold text-amber-900">{t('problems.title')}</h2>
      <ul className="mt-2 space-y-3 text-sm text-amber-900">
        {problems.map((problem, i) => (
          <li key={i} data-testid="cart-problem">
            {'article' in problem ? t(`problems.${problem.kind}`, { article: problem.article }) : t(`problems.${problem.kind}`)}
            {problem.kind === 'address' && (
              <> <Link href={`${base}/cart/address`} className="font-medium text-brand-700 underline">{t('problems.fixAddress')}</Link></>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
