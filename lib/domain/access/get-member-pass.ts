import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { ensureMemberQrcode } from './ensure-member-qrcode';
import { identificatorState, type IdentificatorState } from './identificator-numbers';
import { PASS_VALID_WINDOWS, PASS_WINDOW_MS, passCode, passWindow } from './pass-code';

/** How many windows of codes a pass carries: 20 minutes, so it keeps working offline a while once loaded. */
export const PASS_WINDOWS_AHEAD = 40;

export interface MemberPass {
  state: IdentificatorState;
  /** The server's time when the codes were made (ms): the page measures its own clock against it. */
  issuedAt: number;
  windowMs: number;
  /** Each code is shown during its window and accepted through the next (60 s at most). */
  validWindows: number;
  codes: { window: number; code: string }[];
}

/**
 * The member's pass ("My pass", CONTRACT §11): its qrcode (made on the first visit) and the rotating
 * codes of the coming windows, made here so that no key leaves the server. A pass whose qrcode is not
 * active carries no code.
 */
export async function getMemberPass(ctx: OperationContext & { contactId: number }): Promise<MemberPass> {
  const qrcode = await ensureMemberQrcode(ctx);
  const state = identificatorState(qrcode);
  const at = now();
  const first = passWindow(at);
  const codes = state !== 'active' ? [] : await Promise.all(Array.from({ length: PASS_WINDOWS_AHEAD }, async (_, i) => ({
    window: first + i, code: await passCode(ctx.tenant.id, qrcode, first + i),
  })));
  return { state, issuedAt: at.getTime(), windowMs: PASS_WINDOW_MS, validWindows: PASS_VALID_WINDOWS, codes };
}
