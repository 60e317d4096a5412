// Every event of the spec's table: its name and the keys of data.object. Emitting anything else is
// a type error; the keys are checked again at run time so a caller cannot forget one.

const clubEvents = {
  'contact.created': ['contactId', 'clubId'],
  'contact.updated': ['contactId', 'clubId'],
  'contact.deleted': ['contactId', 'clubId'],
  'optin.updated': ['optinId', 'contactId', 'clubId'],
  'attendee.booked': ['attendeeId', 'clubId'],
  'attendee.canceled': ['attendeeId', 'clubId'],
  'class_event.updated': ['classEventId', 'clubId'],
  'class_event.canceled': ['classEventId', 'clubId'],
  'subscription.deleted': ['subscriptionId', 'clubId'],
  'subscription_option.deleted': ['subscriptionOptionId', 'clubId'],
} as const;

const contactEvents = {
  'accounting_contact_tag.created': ['accountingContactTagId', 'contactId'],
  'accounting_contact_tag.updated': ['accountingContactTagId', 'contactId'],
  'accounting_contact_tag.deleted': ['accountingContactTagId', 'contactId'],
  'contact_tag.created': ['contactTagId', 'contactId'],
  'contact_tag.updated': ['contactTagId', 'contactId'],
  'contact_tag.deleted': ['contactTagId', 'contactId'],
  // `indentificatorId` is the spelling the spec's partners rely on.
  'identificator.created': ['indentificatorId', 'targetId'],
  'identificator.updated': ['indentificatorId', 'targetId'],
  'identificator.deleted': ['indentificatorId', 'targetId'],
  'identificator.disabled': ['indentificatorId', 'targetId'],
} as const;

/** Access control (CONTRACT §11): every entry tried at a crossing point, allowed or blocked (`isBlocking` a boolean). */
const accessEvents = {
  'entry.created': ['entryId', 'contactId', 'isBlocking'],
} as const;

/** Not in the spec's table: sent only when staff press "send a test event". */
const serviceEvents = {
  'webhook.test': ['webhookEndpointId'],
} as const;

export const EVENT_CATALOGUE = { ...clubEvents, ...contactEvents, ...accessEvents, ...serviceEvents } as const;

export type EventName = keyof typeof EVENT_CATALOGUE;
export type EventObject<E extends EventName> = { [K in (typeof EVENT_CATALOGUE)[E][number]]: string };

export const EVENT_NAMES = Object.keys(EVENT_CATALOGUE) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(EVENT_CATALOGUE, name);
}

/** Whether data.object carries clubId (spec, Events 7). */
export function carriesClubId(event: EventName): boolean {
  return (EVENT_CATALOGUE[event] as readonly string[]).includes('clubId');
}

/** The IRI of the resource the event is about: the first key of its object. */
export function resourceOf(event: EventName, object: Record<string, string>): string | null {
  const first = EVENT_CATALOGUE[event][0];
  return first ? object[first] ?? null : null;
}
