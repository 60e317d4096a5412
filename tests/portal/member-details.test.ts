// The member's own details (issue 29 item 4): mobile and address checked as the partner API checks
// them, the language stored (e-mails and texts follow it), another member's untouched.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contacts } from '../../lib/db/schema';
import { DomainError } from '../../lib/domain/errors';
import { getMemberDetails, updateMemberDetails } from '../../lib/domain/portal/member-profile-details';
import { createTenantFixture, type TenantFixture } from '../factories';

let fx: TenantFixture;
const member = () => ({ tenant: fx.tenant, actor: { kind: 'member' as const, contactId: fx.contacts.alice } });

beforeAll(async () => {
  fx = await createTenantFixture();
}, 60_000);

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('a member\'s details', () => {
  it('saves the mobile, the address and the language', async () => {
    await updateMemberDetails({ ...member(), change: {
      mobile: '06 12 34 56 78',
      address: { streetAddress: '12 rue des Lilas', supplement: null, postalCode: '69003', addressLocality: 'Lyon', addressCountryIso: 'fr' },
      language: 'en',
    } });
    expect(await getMemberDetails(member())).toMatchObject({
      mobile: '06 12 34 56 78', streetAddress: '12 rue des Lilas', postalCode: '69003', addressLocality: 'Lyon', addressCountryIso: 'FR', language: 'en',
    });
    await updateMemberDetails({ ...member(), change: { language: 'fr' } });
    expect((await getMemberDetails(member())).language).toBe('fr');
  });

  it('refuses a number that is not a phone number and a country that is not ISO, naming the field; nothing changes', async () => {
    const mobile = await refusal(updateMemberDetails({ ...member(), change: { mobile: '12' } }));
    expect(mobile.violations?.map((v) => v.propertyPath)).toEqual(['mobile']);
    const country = await refusal(updateMemberDetails({ ...member(), change: {
      address: { streetAddress: null, supplement: null, postalCode: null, addressLocality: null, addressCountryIso: 'XX' },
    } }));
    expect(country.violations?.map((v) => v.propertyPath)).toEqual(['address.addressCountryIso']);
    expect(await getMemberDetails(member())).toMatchObject({ mobile: '06 12 34 56 78', addressCountryIso: 'FR' });
  });

  it('changes only the member\'s own contact', async () => {
    const db = await getDb();
    const [bob] = await db.select({ mobile: contacts.mobile }).from(contacts).where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, fx.contacts.bob)));
    expect(bob!.mobile).not.toBe('06 12 34 56 78');
  });
});
