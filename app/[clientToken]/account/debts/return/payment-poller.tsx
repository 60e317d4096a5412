'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryProvider } from '@/components/query-provider';
import type { PaymentStatus } from '../payment-status';

// The sandbox's event lands within a second; a real provider's within a few. Short polls only while waiting.
const POLL_MS = 1_500;

async function fetchStatus(clientToken: string, id: number): Promise<PaymentStatus> {
  const response = await fetch(`/${clientToken}/account/debts/payment/${id}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`The payment could not be read (${response.status}).`);
  return (await response.json()) as PaymentStatus;
}

interface PollerProps { clientToken: string; id: number; initial: PaymentStatus; onStatus: (status: PaymentStatus) => void }

function Poll({ clientToken, id, initial, onStatus }: PollerProps) {
  const { data } = useQuery({
    queryKey: ['debt-payment', clientToken, id],
    queryFn: () => fetchStatus(clientToken, id),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.state === 'requested' ? POLL_MS : false),
  });
  useEffect(() => onStatus(data), [data, onStatus]);
  return null;
}

/**
 * Polls the payment with TanStack Query until the provider's event has validated or refused it,
 * handing each reading up. Its own module, loaded only while a payment is still awaited, so the
 * return page's first load does not carry the query library (docs/decisions.md, first-load budget).
 */
export default function PaymentPoller(props: PollerProps) {
  return <QueryProvider><Poll {...props} /></QueryProvider>;
}
