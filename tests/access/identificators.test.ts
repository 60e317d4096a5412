// Identificators (CONTRACT §11): generated numbers, the list's filters, reading one, a new number,
// revoking, identifying a qrcode, and the member pass's rotating code.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passCode, passWindow } from '../../lib/domain/access/pass-code';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { api, badge, enter, entryCount, member, setupAccess, softEntry, type AccessFixture } from './helpers';

let fx: AccessFixture;
beforeAll(async () => {
  fx = await setupAccess();
});
afterEach(() => setClock(null));

describe('identificators', () => {
  it('generates a 12-digit badge number and a 32-character URL-safe qrcode number, unique per type', async () => {
    const someone = await member(fx, fx.clubs.a);
    const card = await badge(fx, someone);
    const qr = await badge(fx, someone, 'qrcode');
    expect(card).toMatchObject({ type: 'badge', state: 'active', targetId: iriOf(fx, 'contacts', someone) });
    expect(card.number).toMatch(/^[0-9]{12}$/);
    expect(qr).toMatchObject({ type: 'qrcode', state: 'active' });
    expect(qr.number).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The same number may be a badge's and a qrcode's, never two of one type.
    const shared = await api(fx, '/identificators', { method: 'POST', body: { targetId: iriOf(fx, 'contacts', someone), type: 'qrcode', number: card.number } });
    expect(shared.status).toBe(201);
    const taken = await api(fx, '/identificators', { method: 'POST', body: { targetId: iriOf(fx, 'contacts', someone), number: card.number } });
    await expectViolation(taken, 'number', 'already-used', 'api.error.identificator.number-taken');
    await expectViolation(await api(fx, '/identificators', { method: 'POST', body: { targetId: iriOf(fx, 'contacts', someone), type: 'card' } }), 'type');
  });

  it('lists by contact (or targetId), number and type, and reads one', async () => {
    const one = await member(fx, fx.clubs.a);
    const two = await member(fx, fx.clubs.b);
    const card = await badge(fx, one);
    const qr = await badge(fx, one, 'qrcode');
    await badge(fx, two);
    const list = async (query: string) => {
      const res = await api(fx, `/identificators?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json())['hydra:member'] as { '@id': string }[]).map((i) => i['@id']);
    };
    const oneIri = encodeURIComponent(iriOf(fx, 'contacts', one));
    expect(await list(`contactId=${oneIri}`)).toEqual([card['@id'], qr['@id']]);
    expect(await list(`targetId=${oneIri}`)).toEqual([card['@id'], qr['@id']]);
    expect(await list(`targetId[]=${oneIri}&type=qrcode`)).toEqual([qr['@id']]);
    expect(await list(`number=${card.number}`)).toEqual([card['@id']]);
    expect(await list(`number[]=${card.number}&number[]=${qr.number}&type[]=badge`)).toEqual([card['@id']]);
    const read = await api(fx, `/identificators/${card.id}`);
    expect(await read.json()).toMatchObject({ '@id': card['@id'], number: card.number, type: 'badge', state: 'active' });
    await expectProblem(await api(fx, '/identificators/999999999'), 404, 'api.error.not-found');
    // The unfilled headers of the collection's scenario are read as absent.
    const scenario = await api(fx, '/identificators', { headers: { 'x-user-club-id': '{{clubId}}', 'x-user-network-node-id': '{{networkNodeId}}' } });
    expect(scenario.status).toBe(200);
  });

  it('gives a new number: the old one is then unknown at the door, and nothing is recorded for it', async () => {
    const holder = await member(fx, fx.clubs.a);
    const qr = await badge(fx, holder, 'qrcode');
    expect(await enter(fx, fx.points.entrance, { number: qr.number, type: 'qrcode' })).toMatchObject({ isBlocking: false });
    const res = await api(fx, `/identificators/${qr.id}/generate`, { method: 'PUT' });
    expect(res.status).toBe(200);
    const renewed = await res.json();
    expect(renewed.number).not.toBe(qr.number);
    expect(renewed.number).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const before = await entryCount(fx);
    await expectViolation(await softEntry(fx, fx.points.entrance, { number: qr.number, type: 'qrcode' }), 'identificatorNumber', 'not-found', 'api.error.entry.unknown-identificator');
    expect(await entryCount(fx)).toBe(before);
    expect(await enter(fx, fx.points.entrance, { number: renewed.number, type: 'qrcode' })).toMatchObject({ isBlocking: false });
  });

  it('revokes identificators for good: counted once, blocked at the door, refused a new number', async () => {
    const holder = await member(fx, fx.clubs.a);
    const card = await badge(fx, holder);
    const qr = await badge(fx, holder, 'qrcode');
    const revoke = (ids: string[]) => api(fx, '/revoke_identificators', { method: 'POST', body: { identificatorIds: ids } });
    const res = await revoke([card['@id'], qr['@id']]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revoked: 2 });
    expect(await (await revoke([card['@id']])).json()).toEqual({ revoked: 0 });
    expect((await (await api(fx, `/identificators/${card.id}`)).json()).state).toBe('revoked');
    expect(await enter(fx, fx.points.entrance, { number: card.number })).toMatchObject({ isBlocking: true, reasons: ['access.identificator-inactive'] });
    await expectProblem(await api(fx, `/identificators/${card.id}/generate`, { method: 'PUT' }), 400, 'api.error.identificator.revoked');
    // An unknown one revokes nothing, and names its place in the list.
    const other = await badge(fx, holder);
    await expectViolation(await revoke([other['@id'], iriOf(fx, 'identificators', 999999999)]), 'identificatorIds.1', 'not-found');
    expect((await (await api(fx, `/identificators/${other.id}`)).json()).state).toBe('active');
  });

  it('identifies a qrcode by its number or by a member pass code, else 404', async () => {
    const holder = await member(fx, fx.clubs.a);
    const qr = await badge(fx, holder, 'qrcode');
    const identify = (qrcode: string) => api(fx, '/network/identify_qrcode', { method: 'POST', body: { qrcode } });
    const res = await identify(qr.number);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ contactId: iriOf(fx, 'contacts', holder), identificatorId: qr['@id'] });
    const code = await passCode(fx.tenant.id, qr, passWindow(new Date()));
    expect(await (await identify(code)).json()).toEqual({ contactId: iriOf(fx, 'contacts', holder), identificatorId: qr['@id'] });
    await expectProblem(await identify('nobody-has-this-code'), 404, 'api.error.not-found');
    await expectViolation(await api(fx, '/network/identify_qrcode', { method: 'POST', body: {} }), 'qrcode');
  });

  it('takes a member pass code at the door for 60 seconds at most, and never another tenant\'s or a forged one', async () => {
    const holder = await member(fx, fx.clubs.a);
    const qr = await badge(fx, holder, 'qrcode');
    const start = new Date('2026-05-04T08:00:00Z'); // a window boundary (30 s divides it)
    setClock(start);
    const code = await passCode(fx.tenant.id, qr, passWindow(start));
    expect(await enter(fx, fx.points.entrance, { number: code, type: 'qrcode' })).toMatchObject({ isBlocking: false, identificatorId: qr['@id'] });
    setClock(new Date(start.getTime() + 59_000));
    expect(await enter(fx, fx.points.entrance, { number: code, type: 'qrcode' })).toMatchObject({ isBlocking: false });
    setClock(new Date(start.getTime() + 60_000));
    await expectViolation(await softEntry(fx, fx.points.entrance, { number: code, type: 'qrcode' }), 'identificatorNumber', 'not-found');
    // As a badge number, a pass code is nothing.
    setClock(start);
    await expectViolation(await softEntry(fx, fx.points.entrance, { number: code, type: 'badge' }), 'identificatorNumber', 'not-found');
    const forged = `${code.slice(0, -3)}AAA`;
    await expectViolation(await softEntry(fx, fx.points.entrance, { number: forged, type: 'qrcode' }), 'identificatorNumber', 'not-found');
    const other = await setupAccess();
    await expectViolation(await softEntry(other, other.points.entrance, { number: code, type: 'qrcode' }), 'identificatorNumber', 'not-found');
  });
});
