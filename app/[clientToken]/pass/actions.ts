'use server';
import { getMemberPass, type MemberPass } from '@/lib/domain/access/get-member-pass';
import { runAction, type ActionResult } from '../run-action';

/** The pass's codes of the coming windows, when the page runs low on them (a pass left open). */
export async function refreshPass(clientToken: string): Promise<ActionResult<MemberPass>> {
  return runAction({ clientToken, who: 'member', run: (ctx) => getMemberPass({ ...ctx, contactId: ctx.actor.contactId }) });
}
