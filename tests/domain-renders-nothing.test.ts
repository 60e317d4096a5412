// The domain decides; it does not write words or draw documents (docs/architecture.md, "Layers"). What a
// person reads is rendered beside it: e-mails in lib/mail/mail-texts.ts, SMS in lib/sms/sms-texts.ts,
// PDFs in lib/documents/, a refusal's sentence in lib/i18n/. A domain operation gathers the facts and
// calls them; it never imports the message catalogs, a translator or a PDF library itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
const RENDERING = /^(next-intl(\/.*)?|pdf-lib|@react-pdf\/.*|exceljs|(\.\.\/)+messages(\/.*)?|@\/messages(\/.*)?)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

describe('lib/domain', () => {
  it('renders nothing itself', () => {
    const files = sourceFiles(DOMAIN);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map(([, specifier]) => specifier!)
      .filter((specifier) => RENDERING.test(specifier))
      .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`));
    expect(found, 'render in lib/documents, lib/mail, lib/sms or lib/i18n, and call it from the domain').toEqual([]);
  });

  it('would see a translator or the catalogs', () => {
    for (const specifier of ['next-intl', '../../../messages/en', '../../messages/fr', '@/messages/en', 'pdf-lib']) expect(RENDERING.test(specifier), specifier).toBe(true);
    for (const specifier of ['../../i18n/locales', '../../documents/contract-pdf', './messages-of-club']) expect(RENDERING.test(specifier), specifier).toBe(false);
  });
});
