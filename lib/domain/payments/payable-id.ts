// The id of the payment a member's page asks about: the return address carries the payable object's
// IRI (`?payableObject=/{token}/payable_objects/{id}`, as the provider sends it back), the poll's own
// address the bare id. Either names which payment to read, never its state, and the read itself keeps
// to the member's own payments.
const PAYABLE_ID = /^(?:\/[^/?#]+\/payable_objects\/)?([1-9]\d{0,9})$/;

/** The id in a payable object's IRI or in a bare id; null for anything else. */
export function payableIdOf(value: unknown): number | null {
  const match = typeof value === 'string' ? PAYABLE_ID.exec(value) : null;
  return match ? Number(match[1]) : null;
}
