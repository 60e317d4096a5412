import type { NextRequest } from 'next/server';
import { nullIfNotFound } from '@/lib/domain/errors';
import { getMemberWeek } from '@/lib/domain/portal/get-member-week';
import { memberContextOf } from '../../_member/member-context';
import { parseWeekQuery, weekInput } from '../week-query';

type Context = { params: Promise<{ clientToken: string }> };

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET /{clientToken}/classes/week?week=&club=&activity=&coach=&time=: the classes page's week as
 * JSON, for scripts and a page that would poll it (the page itself now reads its server render again:
 * week-board.tsx). A GET route rather than a server action, because the browser runs server actions
 * one at a time: a poll would then hold back the member's Book press (and vice versa).
 */
export async function GET(request: NextRequest, { params }: Context) {
  const ctx = await memberContextOf((await params).clientToken);
  if (!ctx) return json({ code: 'web.auth.signed-out' }, 401);
  const week = await nullIfNotFound(getMemberWeek({ ...ctx, ...weekInput(parseWeekQuery(request.nextUrl.searchParams)) }));
  // The member's contact was removed since sign-in: this session has nobody to show.
  return week === null ? json({ code: 'web.auth.signed-out' }, 401) : json(week);
}
