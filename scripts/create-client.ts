// npm run client:create -- --tenant demo --name "Partner app" --scope partner [--scope admin]
// Prints the new client's id and secret once: only the secret's hash is stored.
import { parseArgs } from 'node:util';
import { apiScopes, type ApiScope } from '../lib/db/schema';
import { closeDatabase, prepareDatabase } from '../lib/db/client';
import { createApiClient } from '../lib/domain/auth/create-api-client';
import { findTenantByToken } from '../lib/domain/tenancy/find-tenant';

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, name: { type: 'string' }, scope: { type: 'string', multiple: true } },
});
const scopes = values.scope ?? ['partner'];
if (!values.tenant || !values.name || !scopes.every((s): s is ApiScope => (apiScopes as readonly string[]).includes(s))) {
  console.error('usage: npm run client:create -- --tenant <clientToken> --name <name> --scope partner|admin [--scope ...]');
  process.exit(2);
}
await prepareDatabase();
const tenant = await findTenantByToken(values.tenant);
if (!tenant) {
  console.error(`No tenant "${values.tenant}".`);
  await closeDatabase();
  process.exit(1);
}
const client = await createApiClient({ tenant, name: values.name, scopes: scopes as ApiScope[] });
console.log(`client_id:     ${client.clientId}\nclient_secret: ${client.clientSecret}\nscopes:        ${client.scopes.join(' ')}\n`
  + 'Keep the secret now: it is not stored and cannot be shown again.');
await closeDatabase();
