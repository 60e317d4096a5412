'use client';
import { useQuery } from '@tanstack/react-query';
import type { MemberWeek } from '@/lib/domain/portal/get-member-week';

/** Query keys of the member's booking data: invalidating `all` refreshes every week on screen. */
export const bookingKeys = {
  all: (clientToken: string) => ['booking', clientToken] as const,
  week: (clientToken: string, search: string) => ['booking', clientToken, 'week', search] as const,
};

/** The session has ended: polling again will not help, the member must sign in. */
export class SignedOutError extends Error {}

// About what a person waits for a seat count to move when someone else books, at little cost.
export const POLL_MS = 10_000;

async function fetchWeek(clientToken: string, search: string): Promise<MemberWeek> {
  const response = await fetch(`/${clientToken}/classes/week${search ? `?${search}` : ''}`, {
    headers: { accept: 'application/json' }, cache: 'no-store',
  });
  if (response.status === 401) throw new SignedOutError('signed out');
  if (!response.ok) throw new Error(`The timetable could not be read (${response.status}).`);
  return (await response.json()) as MemberWeek;
}

/**
 * One week of classes, first as the server rendered it, then read again every POLL_MS (and when the
 * tab comes back into view), so places left and queue lengths follow what others do.
 */
export function useMemberWeek(clientToken: string, search: string, initial: MemberWeek) {
  return useQuery({
    queryKey: bookingKeys.week(clientToken, search),
    queryFn: () => fetchWeek(clientToken, search),
    initialData: initial,
    staleTime: POLL_MS,
    refetchInterval: POLL_MS,
    retry: (failures, error) => !(error instanceof SignedOutError) && failures < 2,
  });
}
