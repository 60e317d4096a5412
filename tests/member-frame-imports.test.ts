// The member portal's layout rule (docs/architecture.md, "The member portal"): under app/[clientToken]/,
// each feature folder (account, cart, classes, shop, calendar, …) imports the frame (_member/), the
// tenant's own files beside it (run-action.ts, action-result.ts, load-tenant.ts, …), components/ and
// lib/, never another feature, nor the back office. The frame and those files import no feature.
// What two features share moves to the frame or to components/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PORTAL = join(ROOT, 'app', '[clientToken]');
const FRAME = '_member';
/** The back office has its own frame (admin/); its imports of the portal are another rule's matter. */
const BACK_OFFICE = 'admin';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(PORTAL, BACK_OFFICE) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The part of the portal a path (relative to app/[clientToken]) belongs to: its first folder, or '' for the tenant's own files. */
function areaOf(portalPath: string): string {
  const [first, ...rest] = portalPath.split(sep);
  return rest.length > 0 ? first! : '';
}

const isFeature = (area: string) => area !== '' && area !== FRAME;

/** Where an import specifier points inside app/[clientToken], relative to it; null for anything outside. */
function portalTarget(fromFile: string, specifier: string): string | null {
  let absolute: string;
  if (specifier.startsWith('.')) absolute = normalize(join(dirname(fromFile), specifier));
  else if (specifier.startsWith('@/')) absolute = join(ROOT, specifier.slice(2));
  else return null;
  const inside = relative(PORTAL, absolute);
  if (inside.startsWith('..')) return null;
  // A folder imported through its index counts as the folder's area.
  return existsAsFolder(absolute) ? join(inside, 'index') : inside;
}

function existsAsFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

/** The imports of one file that break the rule, as "from -> to" (paths relative to app/[clientToken]). */
function crossFeatureImports(file: string, text: string): string[] {
  const from = relative(PORTAL, file);
  const fromArea = areaOf(from);
  return [...text.matchAll(IMPORT)].flatMap(([, specifier]) => {
    const target = portalTarget(file, specifier!);
    if (target === null) return [];
    const toArea = areaOf(target);
    const allowed = !isFeature(toArea) || toArea === fromArea;
    return allowed ? [] : [`${from} -> ${target}`];
  });
}

describe('the member portal frame', () => {
  const files = sourceFiles(PORTAL);

  it('reads the portal without the back office', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.includes(`${sep}${BACK_OFFICE}${sep}`))).toBe(false);
    expect(files.some((f) => f.includes(`${sep}${FRAME}${sep}`))).toBe(true);
  });

  it('finds a feature importing another one, the back office, or the frame importing a feature', () => {
    const at = (path: string) => join(PORTAL, path);
    expect(crossFeatureImports(at('shop/page.tsx'), "import { x } from '../cart/member-cart';")).toEqual([`shop${sep}page.tsx -> cart${sep}member-cart`]);
    expect(crossFeatureImports(at('account/bookings/list.tsx'), "import('@/app/[clientToken]/classes/actions')")).toHaveLength(1);
    expect(crossFeatureImports(at('cart/page.tsx'), "import { y } from '../admin/load-staff-page';")).toHaveLength(1);
    expect(crossFeatureImports(at('_member/member-shell.tsx'), "export { z } from '../shop/page';")).toHaveLength(1);
    expect(crossFeatureImports(at('run-action.ts'), "import { w } from './classes/actions';")).toHaveLength(1);
    // Allowed: the same feature, the frame, the tenant's own files, and anything outside the portal.
    expect(crossFeatureImports(at('account/debts/page.tsx'), [
      "import { a } from '../payment-status';", "import { b } from '../../_member/member-shell';",
      "import type { c } from '../../load-tenant';", "import { d } from '@/components/ui/button';", "import { e } from 'next/link';",
    ].join('\n'))).toEqual([]);
  });

  it('has no feature importing another feature', () => {
    const found = files.flatMap((file) => crossFeatureImports(file, readFileSync(file, 'utf8')));
    expect(found, 'move what two features share to app/[clientToken]/_member/ or components/').toEqual([]);
  });
});
