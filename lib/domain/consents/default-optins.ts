import { optinChannels, optinTypes, type OptinChannel, type OptinType } from '../../db/schema';

/** The 12 opt-ins of a new contact: all off except `legal`, on for every channel (spec, Opt-ins). */
export function defaultOptins(): { channel: OptinChannel; type: OptinType; isAuthorized: boolean }[] {
  return optinChannels.flatMap((channel) => optinTypes.map((type) => ({ channel, type, isAuthorized: type === 'legal' })));
}
