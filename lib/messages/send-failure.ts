/** A message that did not go; `permanent` when retrying cannot help (the provider refused the recipient or our credentials). */
export class SendFailure extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
    this.name = 'SendFailure';
  }
}
