// GET /countries (CONTRACT §10): the ISO 3166-1 countries, named in the request's language.
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { countriesIn } from '../../domain/countries/country-names';
import { paginate } from '../../domain/paging';
import { bestLocale } from '../../i18n/locales';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';

const countrySchema = z.object({
  '@id': z.string().openapi({ format: 'iri-reference', example: '/demo/countries/FR' }), '@type': z.literal('Country'),
  code: z.string().openapi({ description: 'ISO 3166-1 alpha-2', example: 'FR' }), name: z.string().openapi({ example: 'France' }),
}).openapi('Country');

const listCountries = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/countries', tags: ['Contacts'], summary: 'The ISO 3166-1 countries, named and sorted in the request\'s language',
  description: 'Accept-Language fr or en (the best of them by weight), else English. `code` is what addressCountryIso takes.',
  request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('Country', countrySchema), 'Countries'), ...errorResponses(400, 401, 403) },
});

export function registerCountryRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listCountries, (c) => {
    const page = pageOf(c.req.valid('query'));
    const countries = countriesIn(bestLocale(c.req.header('accept-language')) ?? 'en');
    return sendCollection(c, 'Country', paginate(countries, page), page, (country) => ({
      '@id': iri(tenantToken(c), 'countries', country.code), '@type': 'Country', code: country.code, name: country.name,
    }), 200, { vary: 'Accept-Language' });
  });
}
