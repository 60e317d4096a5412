import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HostedPayment } from '../hosted-payment';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pay'))('title'), robots: { index: false } };
}

/**
 * The same page made to sit in a partner's iframe (the widget flow, CONTRACT §10): any site may frame
 * it (lib/payments/hosted-page.ts), and it posts the outcome to the parent page.
 */
export default async function PayWidgetPage({ params, searchParams }: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ error?: string }>;
}) {
  const [{ token }, { error }] = await Promise.all([params, searchParams]);
  return <HostedPayment token={token} error={error} widget />;
}
