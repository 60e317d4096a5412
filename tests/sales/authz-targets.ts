// What the authorization matrix (tests/authorization-matrix.test.ts) aims at of bob's and club b's
// money: the catalog, sales, mandates, payments and finance (the rest is in tests/authorization-targets.ts).
import type { AuthzFixture } from '../authorization-fixture';
import { type Probe, type Targets, UNKNOWN_ID } from '../authorization-targets';
import { iriOf } from '../factories';

const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/** The catalog (CONTRACT §9.1): what a member may buy is no secret; another club's catalog is for that club's tokens. */
export function catalogTargets(fx: AuthzFixture): Record<string, Targets> {
  const { b } = fx;
  const onSale = 'the catalog: what any member may buy';
  const byContact = { refused: { query: q('context[contactId]', iriOf(fx, 'contacts', b.contact)) } };
  const byClub = { refused: { query: q('context[club]', iriOf(fx, 'clubs', b.club)) } };
  const product = { params: { id: b.product } };
  const offer = { params: { id: b.offer } };
  return {
    'GET /products': { contact: byContact, club: byClub },
    'GET /products/{id}': { contact: { none: onSale }, club: { refused: product } },
    'POST /products': { club: { refused: { body: { name: 'Intruder', type: 'regular', club: iriOf(fx, 'clubs', b.club) } } } },
    'PATCH /products/{id}': { club: { refused: { ...product, body: { name: 'Taken over' } } } },
    'PUT /products/{id}': { club: { refused: { ...product, body: { name: 'Taken over' } } } },
    'DELETE /products/{id}': { club: { refused: product } },
    'GET /offers': { contact: byContact, club: byClub },
    'GET /offers/{id}': { contact: { none: onSale }, club: { refused: offer } },
    'POST /offers': {
      club: { refused: { body: { product: iriOf(fx, 'products', b.product), name: 'Intruder', channels: ['web'], validFrom: '2026-01-01', priceTI: 1 } } },
    },
    'PATCH /offers/{id}': { club: { refused: { ...offer, body: { name: 'Taken over' } } } },
    'PUT /offers/{id}': { club: { refused: { ...offer, body: { name: 'Taken over' } } } },
    'DELETE /offers/{id}': { club: { refused: offer } },
    'GET /offers/{id}/debit_schedule': { contact: { none: onSale }, club: { refused: { ...offer, query: 'startDate=2026-04-01&debitDay=5' } } },
    'GET /allowed_debit_days': { contact: { none: 'the acting club\'s debit days' }, club: { none: 'the acting club\'s debit days' } },
  };
}

/** Sales, payments, invoices (CONTRACT §9.3): bob's, in club b, are neither alice's nor club a's token's to read or change. */
export function salesTargets(fx: AuthzFixture): Record<string, Targets> {
  const { b } = fx;
  const both = (probe: Probe): Targets => ({ contact: probe, club: probe });
  const sale = { params: { id: b.sale } };
  const bob = iriOf(fx, 'contacts', b.contact);
  const clubB = iriOf(fx, 'clubs', b.club);
  return {
    'GET /checkouts': { contact: { none: 'the checkouts are the clubs\', no contact\'s data' }, club: { refused: { query: q('club', clubB) } } },
    'GET /checkouts/{id}': { contact: { none: 'the checkouts are the clubs\', no contact\'s data' }, club: { refused: { params: { id: fx.b.webCheckout } } } },
    'PATCH /checkouts/{id}': { club: { refused: { params: { id: fx.b.webCheckout }, body: { webPaymentProviderType: 'sandbox' } } } },
    'POST /sales': both({ refused: { body: { contactId: bob, clubId: clubB, clubCode: 'B' } } }),
    'GET /sales/{id}': both({ refused: sale }),
    'POST /sales/{id}/articles': both({ refused: { ...sale, body: { offerId: iriOf(fx, 'offers', b.offer) } } }),
    'GET /sale_articles/{id}': both({ refused: { params: { id: b.article } } }),
    'DELETE /sale_articles/{id}': both({ refused: { params: { id: b.article } } }),
    'GET /sales/{id}/check': both({ refused: sale }),
    'POST /sales/{id}/payments': both({ refused: { ...sale, body: { amount: 100, mean: 'cash' } } }),
    'POST /sales/{id}/postpone_due': both({ refused: { ...sale, body: { date: '2026-04-01' } } }),
    'POST /sales/{id}/transitions': both({ refused: { ...sale, body: { transition: 'cancel' } } }),
    'PUT /sales/{id}/update_contact': both({ refused: sale }),
    'PUT /sale/{id}/update_contact': both({ refused: sale }),
    'GET /sales/{id}/contract': both({ refused: { params: { id: b.validatedSale } } }),
    'GET /payments/{id}': both({ refused: { params: { id: b.payment } } }),
    'GET /invoices/{id}': both({ refused: { params: { id: b.invoice } } }),
    'GET /invoices/{id}/pdf': both({ refused: { params: { id: b.invoice } } }),
  };
}

/** Mandates and signature requests (CONTRACT §9.7): bob's, in club b, are neither alice's nor club a's token's. */
export function mandateTargets(fx: AuthzFixture): Record<string, Targets> {
  const { b } = fx;
  const both = (probe: Probe): Targets => ({ contact: probe, club: probe });
  const bob = iriOf(fx, 'contacts', b.contact);
  const mandateBody = {
    clubId: iriOf(fx, 'clubs', b.club), contactId: bob, contactFamilyName: 'Test', contactGivenName: 'Bob', contactNumber: 'C2',
    contactAddress: { addressCountry: 'Germany', addressCountryIso: 'DE', addressLocality: 'Berlin', postalCode: '10115', streetAddress: '1 Main Street' },
    holder: 'Bob Test', iban: 'DE89370400440532013000', bic: 'DEUTDEFF', bank: 'Deutsche Bank', validFrom: '2026-03-10',
  };
  return {
    'POST /mandates': both({ refused: { body: mandateBody } }),
    'GET /mandates': both({ refused: { query: q('contactId', bob) } }),
    'GET /mandates/{id}': both({ refused: { params: { id: b.mandate } } }),
    'POST /mandates/{id}/transitions': both({ refused: { params: { id: b.mandate }, body: { transition: 'revoke' } } }),
    'POST /signature_requests': both({ refused: { body: { contactId: bob, targetIds: [iriOf(fx, 'mandates', b.mandate)] } } }),
    'GET /signature_requests/{id}': both({ refused: { params: { id: b.signatureRequest } } }),
    'POST /signature_requests/{id}/transitions': both({ refused: { params: { id: b.signatureRequest }, body: { transition: 'validate', code: '000000' } } }),
    'POST /billing_runs': { club: { refused: { body: { date: '2026-03-10', club: iriOf(fx, 'clubs', b.club) } } } },
    'GET /billing_runs/{id}/sepa_file': {
      club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the world has no billing run; another club\'s run is a 404 for a club-bound token (tests/billing/sepa-file.test.ts)' },
    },
    'POST /bank_statements': {
      club: { none: 'a club-bound token\'s statement applies only its club\'s debits, another club\'s are listed unknown (tests/billing/bank-statements.test.ts)' },
    },
  };
}

/** Online payment (CONTRACT §9.6): bob's payable objects, and paying for bob, are neither alice's nor club a's token's. */
export function paymentTargets(fx: AuthzFixture): Record<string, Targets> {
  const { b } = fx;
  const both = (probe: Probe): Targets => ({ contact: probe, club: probe });
  const returns = { validUrl: 'https://partner.example/ok', cancelUrl: 'https://partner.example/ko' };
  const forBob = { contactId: iriOf(fx, 'contacts', b.contact), clubCode: 'B', checkout: iriOf(fx, 'checkouts', b.webCheckout), ...returns };
  const payable = { params: { id: b.payableObject } };
  return {
    'POST /payable_objects': both({ refused: { body: { ...forBob, amount: 900, payableObjects: { sales: [iriOf(fx, 'sales', b.sale)] } } } }),
    'POST /web_wallets': both({ refused: { body: { ...forBob, amount: 500 } } }),
    'GET /payable_objects/{id}': both({ refused: payable }),
    'PUT /payable_objects/{id}/check': both({ refused: payable }),
  };
}

/** Money owed and closures (CONTRACT §9.4, §9.5): bob's are neither alice's nor club a's token's. */
export function financeTargets(fx: AuthzFixture): Record<string, Targets> {
  const { b } = fx;
  const both = (probe: Probe): Targets => ({ contact: probe, club: probe });
  const bob = iriOf(fx, 'contacts', b.contact);
  return {
    'GET /incidents': both({ refused: { query: q('contact', bob) } }),
    'GET /incidents/{id}': both({ refused: { params: { id: b.incident } } }),
    'POST /incidents': { club: { refused: { body: { contactId: bob, amount: 100, reason: 'intruder' } } } },
    'POST /incidents/{id}/transitions': { club: { refused: { params: { id: b.incident }, body: { transition: 'cancel' } } } },
    'GET /invoices/{id}/financial': both({ refused: { params: { id: b.invoice } } }),
    'GET /financial_summary': both({ refused: { query: q('contactId', bob) } }),
    'GET /financial': both({ refused: { query: q('contactId', bob) } }),
    'GET /stats/accounts/contacts/{contact}': both({ refused: { params: { contact: encodeURIComponent(bob) } } }),
    'POST /closures': { club: { refused: { body: { contactId: bob, reason: 'intruder' } } } },
    'GET /closures/{id}': both({ refused: { params: { id: b.closure } } }),
    'POST /closures/{id}/cancel': both({ refused: { params: { id: b.closure }, body: { contactSelfUnclosing: true } } }),
  };
}
