// The paths ../shared/spec/interface-specification.md names (relative to {base_url}/{clientToken}),
// as patterns: the runner counts separately the requests on them, the ones this service promises to
// answer. `{id}` is one segment. The aliases the client uses beside them (docs/decisions.md,
// "Partner client") are not listed: a request on them counts as off the spec.
const SPEC_PATHS = [
  // Cancellation
  '/referentials/cancellation_motives', '/subscriptions/{id}/cancellation_dates', '/subscriptions/{id}/online_cancellation',
  '/cancellations', '/cancellations/{id}/transitions',
  // Contacts, registration, migration, opt-ins
  '/contacts', '/contacts/{id}', '/network/contact_search', '/contacts/{id}/migrate', '/sale/{id}/update_contact',
  '/optins', '/optins/{id}',
  // Booking, with and without open booking
  '/events', '/class_events', '/attendees', '/studios', '/coaches', '/activities', '/showcase_activities', '/clubs', '/clubs/{id}',
  '/club_network/class_events', '/club_network/attendees', '/club_network/studios', '/club_network/coaches',
  '/club_network/activities', '/club_network/showcase_activities', '/club_network/clubs', '/club_network_domain/sharingBooking',
  // Debts, incidents, closures, online payment
  '/financial_summary', '/financial', '/invoices/{id}/financial', '/incidents', '/stats/accounts/contacts/{any}',
  '/contact/{id}', '/closures/{id}', '/closures/{id}/cancel', '/payable_objects', '/checkouts', '/web_wallets',
  // Mandates, debit dates, catalog, sales, network
  '/mandates', '/allowed_debit_days', '/offers', '/products', '/sales', '/sales/{id}', '/sales/{id}/articles',
  '/sales/{id}/check', '/sales/{id}/payments', '/sales/{id}/postpone_due', '/sales/{id}/transitions', '/network_nodes',
];

const patterns = SPEC_PATHS.map((path) => new RegExp(`^${path
  .replace('{any}', '.+')
  .replace(/\{id\}/g, '[^/]+')}/?$`));

/** Whether a request's path (`/api/{clientToken}/...`, repeated slashes allowed) is one the spec names. */
export function onSpecPath(pathname: string): boolean {
  const relative = pathname.replace(/\/{2,}/g, '/').replace(/^\/api\/[^/]+/, '');
  return patterns.some((pattern) => pattern.test(relative));
}
