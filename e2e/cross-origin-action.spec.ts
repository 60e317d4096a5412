import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './support/demo';

// Issue 26.6, item 5: a server action posted from another site. Next refuses it but answered 500
// (and an Origin that is no URL threw inside Next); the request listener answers 403 before Next.

/** The fields of the staff sign-in page's no-script form (its action, bound state and key). */
async function staffSignInForm(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get(`/${DEMO.tenant}/admin`)).text();
  const form = /<form noValidate=""[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const fields = Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)]
    .map(([, name, value]) => [unescape(name!), unescape(value ?? '')]));
  expect(Object.keys(fields).some((name) => name.startsWith('$ACTION')), 'the sign-in form names its action').toBe(true);
  return fields;
}

test('a server action from another origin is a 403, from this origin it runs', async ({ request, baseURL }) => {
  const form = { ...(await staffSignInForm(request)), email: 'cross-origin-check@demo.test', password: 'not the password' };
  const action = /"id":"([0-9a-f]+)"/.exec(Object.values(form).join(' '))![1]!;
  for (const origin of ['https://evil.example', 'null', 'not a url']) {
    const fetched = await request.post(`/${DEMO.tenant}/admin`, {
      headers: { 'next-action': action, origin, 'content-type': 'text/plain;charset=UTF-8' }, data: '[]',
    });
    expect(fetched.status(), origin).toBe(403);
    const posted = await request.post(`/${DEMO.tenant}/admin`, { headers: { origin }, multipart: form });
    expect(posted.status(), origin).toBe(403);
  }
  // The same form posted from the site itself reaches the action, which refuses the credentials in words.
  const own = await request.post(`/${DEMO.tenant}/admin`, { headers: { origin: new URL(baseURL!).origin }, multipart: form });
  expect(own.status()).toBe(200);
  expect(await own.text()).toMatch(/role="alert"/);
});
