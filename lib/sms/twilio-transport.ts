// SMS through Twilio's REST API (docs/providers.md): POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json,
// form-encoded To, From and Body, basic auth AccountSid:AuthToken. Plain fetch: one call, no SDK.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { OutboxMessage } from '../db/schema';
import { SendFailure } from '../messages/send-failure';
import type { Transport } from '../messages/transport-shape';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a local fake in tests (TWILIO_API_BASE). */
  apiBase: string;
}

const TIMEOUT_MS = 10_000;

/** Twilio's error body: `{ code, message, more_info, status }`. */
async function errorOf(response: Response): Promise<string> {
  const body = await response.json().catch(() => null) as { code?: number; message?: string } | null;
  return `Twilio HTTP ${response.status}${body?.code ? ` (error ${body.code})` : ''}${body?.message ? `: ${body.message}` : ''}`;
}

export function twilioTransport(settings: TwilioSettings): Transport {
  const url = `${settings.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(message: OutboxMessage) {
      // Twilio wants E.164; callers queue it so (createSignatureRequest), this only refuses what slipped through.
      if (!message.recipient.startsWith('+') || !isValidPhoneNumber(message.recipient)) {
        throw new SendFailure('The recipient is not a phone number in E.164 form.', true);
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: message.recipient, From: settings.from, Body: message.body ?? '' }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SendFailure(`Twilio unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      if (response.ok) return;
      // 429 and 5xx pass; any other 4xx (a number Twilio refuses, wrong credentials) will not by itself.
      throw new SendFailure(await errorOf(response), response.status !== 429 && response.status < 500);
    },
  };
}
