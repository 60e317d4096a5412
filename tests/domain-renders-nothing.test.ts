// The domain decides; it does not write words or draw documents (docs/architecture.md, "Layers"). What a
// person reads is rendered beside it: e-mails in lib/mail/mail-texts.ts, SMS in lib/sms/sms-texts.ts,
// PDFs in lib/documents/, a refusal's sentence in lib/i18n/. A domain operation gathers the facts and
// calls them; it never imports the message catalogs, a translator or a PDF library itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const DOMAIN = join(ROOT, 'lib', 'domain');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Rendering: a translator, the catalogs (messages/en, messages/fr, their JSON), a PDF or spreadsheet library. */
const RENDERING = /^(next-intl(\/.*)?|pdf-lib|@react-pdf\/.*|exceljs|@\/messages(\/.*)?)$/;
const CATALOGS = join(ROOT, 'messages');

/** Whether `specifier`, imported by `file`, is a rendering library or the catalogs (the root's messages/, not lib/messages, the outbox). */
function rendersWith(file: string, specifier: string): boolean {
  if (RENDERING.test(specifier)) return true;
  if (!specifier.startsWith('.')) return false;
  const target = resolve(dirname(file), specifier);
  return target === CATALOGS || target.startsWith(`${CATALOGS}/`);
}
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

describe('lib/domain', () => {
  it('renders nothing itself', () => {
    const files = sourceFiles(DOMAIN);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map(([, specifier]) => specifier!)
      .filter((specifier) => rendersWith(file, specifier))
      .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`));
    expect(found, 'render in lib/documents, lib/mail, lib/sms or lib/i18n, and call it from the domain').toEqual([]);
  });

  it('would see a translator or the catalogs', () => {
    const file = join(DOMAIN, 'sales', 'some-operation.ts');
    for (const specifier of ['next-intl', '../../../messages/en', '../../../messages/fr.ts', '@/messages/en', 'pdf-lib']) expect(rendersWith(file, specifier), specifier).toBe(true);
    for (const specifier of ['../../i18n/locales', '../../documents/contract-pdf', './messages-of-club', '../../messages/deliver-messages']) {
      expect(rendersWith(file, specifier), specifier).toBe(false);
    }
  });
});
