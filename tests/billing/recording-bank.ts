// The sandbox bank, writing every debit it is handed and every status it is asked to a log file, so
// a test sees what reached the bank, also from a process that crashed.
import { appendFileSync } from 'node:fs';
import { sandboxBank, type Bank } from '../../lib/bank/bank';

export function recordingBank(file: string): Bank {
  return {
    async collect(debits) {
      appendFileSync(file, debits.map((d) => `collect ${d.ref}\n`).join(''));
      return sandboxBank.collect(debits);
    },
    async status(debits) {
      appendFileSync(file, debits.map((d) => `status ${d.ref}\n`).join(''));
      return sandboxBank.status(debits);
    },
  };
}
