// Where the sandbox's hosted page sends the payer back (CONTRACT §9.6): the partner's URL with the
// payable object named, as `payableObject={IRI}`. Only the payable object's name travels: its state
// comes from the provider's event, never from this address.
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { tenants } from '../db/schema';
import { payableObjectByReference } from '../domain/payments/create-payable-object';
import { iri } from '../iri';
import { SANDBOX } from './sandbox-provider';

/** The IRI of the payable object a sandbox payment is for, or null (a payment nobody asked for). */
export async function sandboxPayableObjectIri(reference: string): Promise<string | null> {
  const po = await payableObjectByReference(SANDBOX, reference);
  if (!po) return null;
  const [tenant] = await (await getDb()).select({ token: tenants.token }).from(tenants).where(eq(tenants.id, po.tenantId)).limit(1);
  return tenant ? iri(tenant.token, 'payable_objects', po.id) : null;
}

export async function sandboxReturnAddress(reference: string, url: string): Promise<string> {
  const target = new URL(url);
  const payableObject = await sandboxPayableObjectIri(reference);
  if (payableObject) target.searchParams.set('payableObject', payableObject);
  return target.toString();
}
