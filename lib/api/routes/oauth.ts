import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { GRANT_TYPES, issueAccessToken } from '../../domain/auth/issue-access-token';
import { DomainError } from '../../domain/errors';
import type { ApiEnv } from '../env';
import { validationCode, zodViolations } from '../errors';
import { textGuard } from '../middleware/text-guard';
import { limitBody } from '../middleware/body-limit';
import { callerAddress } from '../middleware/rate-limit';
import { apiRoute, errorResponses } from '../route';

const tokenBody = z.object({
  grant_type: z.string().min(1).openapi({ enum: Object.keys(GRANT_TYPES), example: 'client_credentials' }),
  client_id: z.string().min(1).max(200).openapi({ example: 'demo-partner' }),
  client_secret: z.string().min(1).max(500).openapi({ example: 'demo-partner-secret' }),
  email: z.string().max(320).optional().openapi({ description: 'With http://contactclientcredentials: the contact\'s e-mail.' }),
  clubId: z.string().max(200).optional().openapi({ description: 'With http://clubclientcredentials: the club IRI.' }),
  scope: z.string().optional().openapi({ description: 'Ignored: the token carries the client\'s scopes.' }),
}).openapi('TokenRequest');

const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().openapi({ example: 3600 }),
  scope: z.string().openapi({ example: 'partner' }),
}).openapi('TokenResponse');

const request = {
  body: {
    // Not "required": with several media types the library then validates each one only when it is
    // the request's content type. A missing body still fails on the required fields.
    required: false,
    content: {
      'application/x-www-form-urlencoded': { schema: tokenBody },
      'multipart/form-data': { schema: tokenBody },
      'application/json': { schema: tokenBody },
    },
  },
};
const responses = {
  200: { description: 'An access token', content: { 'application/json': { schema: tokenAnswer } } },
  ...errorResponses(400, 401, 413, 415, 429),
};
const summary = 'Get an access token (client_credentials, contact or club grant)';

const tenantToken = apiRoute('public', { method: 'post', path: '/oauth/v2/token', tags: ['Authentication'], summary, request, responses });
const globalToken = createRoute({
  method: 'post', path: '/api/oauth/v2/token', tags: ['Authentication'], request, responses,
  summary: `${summary}; the client id names the tenant`,
  middleware: [limitBody, textGuard],
});

type TokenBody = z.infer<typeof tokenBody>;

const isJson = (c: Context) => /json/i.test(c.req.header('content-type') ?? '');

/**
 * The validated body. The body is declared optional (see above), so a request without any body
 * skips validation: it is validated here as an empty form, which names the missing fields.
 */
function tokenInput(c: Context<ApiEnv>, valid: { json: () => TokenBody; form: () => TokenBody }): TokenBody {
  if (isJson(c)) return valid.json();
  if (c.req.header('content-type')) return valid.form();
  const empty = tokenBody.safeParse({});
  if (empty.success) return empty.data;
  const violations = zodViolations(empty.error, {});
  throw new DomainError(validationCode(violations), 'The request body is invalid.', violations);
}

async function answer(c: Context<ApiEnv>, body: TokenBody, tenant: string | undefined) {
  const address = callerAddress(c);
  const token = await issueAccessToken({
    ...(address !== undefined ? { address } : {}),
    ...(tenant !== undefined ? { tenantToken: tenant } : {}),
    grantType: body.grant_type,
    clientId: body.client_id,
    clientSecret: body.client_secret,
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.clubId !== undefined ? { clubId: body.clubId } : {}),
  });
  return c.json(token, 200, { 'cache-control': 'no-store' });
}

export function registerOauthRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(tenantToken, (c) => answer(c, tokenInput(c, { json: () => c.req.valid('json'), form: () => c.req.valid('form') }), c.get('tenant').token));
  app.openapi(globalToken, (c) => answer(c, tokenInput(c, { json: () => c.req.valid('json'), form: () => c.req.valid('form') }), undefined));
}

