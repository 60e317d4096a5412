// How a message leaves us: one transport per channel, chosen by configuration each time the worker
// sends (CONTRACT §12): SMTP when SMTP_URL is set, Twilio when its three variables are, else the
// sandbox inbox; outside the sandbox, no provider is an error the staff page shows.
import { config } from '../config';
import { envNow } from '../env';
import { smtpTransport } from '../mail/smtp-transport';
import { twilioTransport } from '../sms/twilio-transport';
import type { MessageChannel } from '../db/schema';
import { sandboxTransport } from './sandbox-transport';
import { SendFailure } from './send-failure';
import type { Transport } from './transport-shape';


const noProvider = (what: string): Transport => ({
  send: () => Promise.reject(new SendFailure(`No ${what} provider is configured (docs/providers.md).`, false)),
});

export function transportFor(channel: MessageChannel): Transport {
  if (channel === 'email') {
    const url = envNow('SMTP_URL');
    if (url) return smtpTransport(url, envNow('SMTP_FROM'));
    return config.isSandbox ? sandboxTransport : noProvider('e-mail');
  }
  const [accountSid, authToken, from] = [envNow('TWILIO_ACCOUNT_SID'), envNow('TWILIO_AUTH_TOKEN'), envNow('TWILIO_FROM')];
  if (accountSid && authToken && from) {
    return twilioTransport({ accountSid, authToken, from, apiBase: envNow('TWILIO_API_BASE') ?? 'https://api.twilio.com' });
  }
  return config.isSandbox ? sandboxTransport : noProvider('SMS');
}
