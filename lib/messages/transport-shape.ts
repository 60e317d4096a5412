// What every transport is (SMTP, Twilio, the sandbox inbox): its own file, so each transport and the
// chooser in transport.ts import it without importing each other.
import type { OutboxMessage } from '../db/schema';

export interface Transport {
  /** Sends one message; throws a SendFailure (or any error: retried) when it did not go. */
  send(message: OutboxMessage): Promise<void>;
}
