// GET /countries (CONTRACT §10): every ISO 3166-1 country, named and sorted in the request's language.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, tokenFor } from '../factories';
import { expectProblem } from '../problem';
import { contactToken, partnerToken } from './helpers';

type Country = { '@id': string; '@type': string; code: string; name: string };

describe('GET /countries', () => {
  it('lists the 249 countries in English by default, paged as other lists', async () => {
    const fx = await createTenantFixture();
    const res = await call(`/${fx.token}/countries`, { token: await partnerToken(fx), headers: { accept: 'application/ld+json' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body['hydra:totalItems']).toBe(249);
    expect(body['hydra:member']).toHaveLength(30);
    expect(body['hydra:member'][0]).toEqual({ '@id': `/${fx.token}/countries/AF`, '@type': 'Country', code: 'AF', name: 'Afghanistan' });
    expect(body['hydra:view']['hydra:last']).toBe(`/${fx.token}/countries?page=9`);
    const all = await call(`/${fx.token}/countries?itemsPerPage=100&page=3`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
    expect(await all.json()).toHaveLength(49);
  });

  it('names and sorts them in French or English by Accept-Language, English otherwise', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const names = async (language?: string): Promise<Country[]> => {
      const pages: Country[] = [];
      for (const page of [1, 2, 3]) {
        const res = await call(`/${fx.token}/countries?itemsPerPage=100&page=${page}`, { token, headers: { accept: 'application/json', ...(language ? { 'accept-language': language } : {}) } });
        pages.push(...((await res.json()) as Country[]));
      }
      return pages;
    };
    const french = await names('fr-FR,fr;q=0.9,en;q=0.8');
    expect(french.find((c) => c.code === 'DE')!.name).toBe('Allemagne');
    expect(french.slice(0, 3).map((c) => c.name)).toEqual(['Afghanistan', 'Afrique du Sud', 'Albanie']);
    const sorted = [...french].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    expect(french.map((c) => c.code)).toEqual(sorted.map((c) => c.code));
    for (const language of ['en-US', 'de-DE', 'de, en;q=0.5', undefined]) {
      const english = await names(language);
      expect(english.find((c) => c.code === 'DE')!.name, language).toBe('Germany');
    }
    expect((await names('de, fr;q=0.2')).find((c) => c.code === 'GB')!.name).toBe('Royaume-Uni');
  });

  it('answers any token of the tenant, contact and club-bound ones too, and no caller without one', async () => {
    const fx = await createTenantFixture();
    for (const token of [await contactToken(fx, fx.emails.alice), await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b }), await tokenFor(fx, 'admin')]) {
      expect((await call(`/${fx.token}/countries`, { token })).status).toBe(200);
    }
    await expectProblem(await call(`/${fx.token}/countries`), 401, 'api.error.auth.invalid-token');
  });
});
