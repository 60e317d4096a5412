// The catalogs hold each other to account: French and English have the same keys, no empty text and
// the same placeholders and tags in each message; every key is used by some page, component or
// e-mail. (A key used but missing fails the typecheck: next-intl's keys are typed from the English catalog.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en';
import fr from '../../messages/fr';

type Catalog = { [key: string]: string | Catalog };
const ROOT = join(__dirname, '../..');

function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) out.set(path, text);
  }
  return out;
}

/**
 * The argument names and tags of an ICU message, case bodies of plural and select included
 * ("{count, plural, one {# place} other {# places}}" has `count`; "<strong>{email}</strong>" has
 * `email` and `<strong>`). Case bodies are messages of their own; case keys are not arguments.
 */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (text: string) => {
    for (const [, tag] of text.matchAll(/<(\w+)>/g)) found.add(`<${tag}>`);
    let i = 0;
    while (i < text.length) {
      if (text[i] !== '{') { i += 1; continue; }
      const end = closing(text, i);
      const inner = text.slice(i + 1, end);
      const [name = '', kind] = inner.split(',').map((part) => part.trim());
      found.add(name);
      if (kind === 'plural' || kind === 'select' || kind === 'selectordinal') {
        const cases = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1);
        for (let j = cases.indexOf('{'); j !== -1; j = cases.indexOf('{', closing(cases, j) + 1)) walk(cases.slice(j + 1, closing(cases, j)));
      }
      i = end + 1;
    }
  };
  walk(message.replace(/<\/\w+>/g, ''));
  return [...found].sort();
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in: ${text}`);
}

const english = leaves(en);
const french = leaves(fr);

describe('the catalogs', () => {
  it('have the same keys in French and English', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty message', () => {
    for (const [key, text] of [...english, ...french]) expect(text.trim(), key).not.toBe('');
  });

  it('give each message the same placeholders and tags in both languages', () => {
    for (const [key, text] of english) expect(placeholders(french.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('read placeholders inside plural and select cases, not their case names', () => {
    expect(placeholders('{n, plural, one {# place} other {# places}}{w, plural, =0 {} other { · {who} waits}}')).toEqual(['n', 'w', 'who']);
    expect(placeholders('If <strong>{email}</strong> is {state, select, on {on} other {off}}')).toEqual(['<strong>', 'email', 'state']);
  });
});

// Where the words are asked for: a file names a namespace (useTranslations('classes.week'),
// getTranslations, useTranslations<'classes.places'> in a type, createTranslator's namespace) and
// then its keys, as literals ('booked') or as a template whose start is fixed (`states.${state}`).
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NAMESPACE = /(?:useTranslations|getTranslations)(?:\(\s*|<)'([\w.]+)'|namespace:\s*'([\w.]+)'/g;
const uses = ['app', 'components', 'lib', 'i18n'].flatMap((dir) => sourceFiles(join(ROOT, dir))).map((file) => {
  const text = readFileSync(file, 'utf8');
  const namespaces = [...text.matchAll(NAMESPACE)].map((m) => m[1] ?? m[2]!);
  const templates = [...text.matchAll(/`([\w.]+)\$\{/g)].map((m) => m[1]!);
  return { file: relative(ROOT, file), text, namespaces, templates };
}).filter((use) => use.namespaces.length > 0);

// The `errors` catalog is read by code at run time (error-sentence.ts): a sentence is used
// when its code (the key with "_" as ".") is written somewhere, or the start of it ('api.error.offer.' + …,
// `api.error.attendee.${reason}`).
const allText = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(join(ROOT, dir))).map((file) => readFileSync(file, 'utf8')).join('\n');
const codeWritten = (code: string) => {
  const start = code.slice(0, code.lastIndexOf('.') + 1);
  return allText.includes(`'${code}'`) || allText.includes(`'${start}'`) || allText.includes(`\`${start}\${`);
};

// A violation's sentence (errors.violation_<field>_<code>) is used when some code writes a violation
// of that code on a path of that field ('spots', `spots.${index}.number`, `${prefix}onlineLimit`).
const violationWritten = (field: string, code: string) => allText.includes(`'${code}'`)
  && [`'${field}'`, `\`${field}.`, `}${field}\``].some((path) => allText.includes(path));

function isUsed(key: string): boolean {
  if (key.startsWith('errors.violation_')) {
    const [field = '', code = ''] = key.slice('errors.violation_'.length).split('_');
    return violationWritten(field, code);
  }
  if (key.startsWith('errors.')) return codeWritten(key.slice('errors.'.length).replaceAll('_', '.'));
  // A form schema's own messages are written formError('chooseClub') (error-sentence.ts).
  if (key.startsWith('formErrors.')) return allText.includes(`formError('${key.slice('formErrors.'.length)}')`);
  return uses.some(({ text, namespaces, templates }) => namespaces.some((namespace) => {
    if (!key.startsWith(`${namespace}.`)) return false;
    const rest = key.slice(namespace.length + 1);
    return text.includes(`'${rest}'`) || templates.some((start) => rest.startsWith(start));
  }));
}

describe('every key', () => {
  it('is used somewhere', () => {
    expect(uses.length).toBeGreaterThan(10);
    expect([...english.keys()].filter((key) => !isUsed(key))).toEqual([]);
  });
});
