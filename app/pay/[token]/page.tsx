import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HostedPayment } from './hosted-payment';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pay'))('title'), robots: { index: false } };
}

/** The sandbox provider's hosted payment page, where the redirect flow sends the payer. */
export default async function PayPage({ params, searchParams }: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ error?: string }>;
}) {
  const [{ token }, { error }] = await Promise.all([params, searchParams]);
  return <HostedPayment token={token} error={error} widget={false} />;
}
