import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Runs the project's oxlint on some files; answers its exit code and output. */
function lint(...files: string[]) {
  try {
    return { code: 0, output: execFileSync('node_modules/.bin/oxlint', files, { encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, output: failed.stdout };
  }
}

/** A page component's file of so many lines. */
const page = (lines: number) => `export function FixturePage() {\n${'  // a line\n'.repeat(lines - 3)}  return null;\n}\n`;

describe('import boundaries (npm run lint)', () => {
  it('cover every feature folder, as scripts/lint-boundaries.ts writes them', () => {
    const config = JSON.parse(readFileSync('.oxlintrc.json', 'utf8')) as { overrides: Array<{ files: string[] }> };
    const covered = new Set(config.overrides.flatMap((o) => o.files));
    for (const feature of readdirSync('src/features')) expect(covered, `run node scripts/lint-boundaries.ts for ${feature}`).toContain(`src/features/${feature}/**`);
  });

  it('fail the lint when a feature imports another feature, the demo backend or climbs out of its folder; shared code may not import features', () => {
    const fixtures = {
      'src/features/coupon/boundary-fixture.ts': "import { orderListSearch } from '@/features/order/order-search';\nimport { getDb } from '@/mocks/db';\nimport { PAGE_SIZES } from '../shell/fixture';\nexport const x = [orderListSearch, getDb, PAGE_SIZES];\n",
      'src/lib/boundary-fixture.ts': "import { couponListSearch } from '@/features/coupon/coupon-search';\nexport const y = couponListSearch;\n",
      'src/mocks/boundary-fixture.ts': "import { Button } from '@/components/ui/button';\nexport const z = Button;\n",
    };
    try {
      for (const [path, text] of Object.entries(fixtures)) writeFileSync(path, text);
      const { code, output } = lint(...Object.keys(fixtures));
      expect(code).toBe(1);
      expect(output).toContain("'@/features/order/order-search' import is restricted");
      expect(output).toContain("'@/mocks/db' import is restricted");
      expect(output).toContain("'../shell/fixture' import is restricted");
      expect(output).toContain("'@/features/coupon/coupon-search' import is restricted");
      expect(output).toContain("'@/components/ui/button' import is restricted");
    } finally {
      for (const path of Object.keys(fixtures)) rmSync(path, { force: true });
    }
  });

  it('fail the lint on an import loop, type-only imports included, anywhere in src', () => {
    const fixtures = {
      'src/lib/cycle-fixture-a.ts': "import { b } from './cycle-fixture-b';\nexport const a = () => b;\n",
      'src/lib/cycle-fixture-b.ts': "import type { a } from '@/lib/cycle-fixture-a';\nexport const b = 1;\nexport type A = typeof a;\n",
    };
    try {
      for (const [path, text] of Object.entries(fixtures)) writeFileSync(path, text);
      const { code, output } = lint(...Object.keys(fixtures));
      expect(code).toBe(1);
      expect(output).toContain("'@/lib/cycle-fixture-a'");
      expect(output.match(/import\(no-cycle\)/g)).toHaveLength(2);
    } finally {
      for (const path of Object.keys(fixtures)) rmSync(path, { force: true });
    }
  });

  it('fail the lint when the HTTP client or its tests import lib/, or a seed imports the store or its rules; leaves pass', () => {
    const fixtures = {
      'src/api/boundary-fixture.ts': "import { message } from '@/lib/message';\nexport const m = message;\n",
      'src/api/boundary-fixture.test.ts': "import { setToken } from '@/lib/session-cookies';\nexport const t = setToken;\n",
      'src/mocks/seed/boundary-fixture.ts':
        "import { getDb } from '../db';\nimport { orderPage } from '../logic/order-list';\nimport { formatDateTime } from '../logic/time';\nimport type { DemoOrder } from '../types/orders';\nexport const s = [getDb, orderPage, formatDateTime];\nexport type O = DemoOrder;\n",
    };
    try {
      for (const [path, text] of Object.entries(fixtures)) writeFileSync(path, text);
      const { code, output } = lint(...Object.keys(fixtures));
      expect(code).toBe(1);
      expect(output).toContain("'@/lib/message' import is restricted");
      expect(output).toContain("'@/lib/session-cookies' import is restricted");
      expect(output).toContain("'../db' import is restricted");
      expect(output).toContain("'../logic/order-list' import is restricted");
      expect(output).not.toContain("'../logic/time' import is restricted");
      expect(output).not.toContain("'../types/orders' import is restricted");
    } finally {
      for (const path of Object.keys(fixtures)) rmSync(path, { force: true });
    }
  });

  it('fail the lint when a page component’s file is over 250 lines, and pass it at 250', () => {
    const fixtures = { 'src/features/coupon/long-fixture-page.tsx': page(251), 'src/features/coupon/short-fixture-page.tsx': page(250) };
    try {
      for (const [path, text] of Object.entries(fixtures)) writeFileSync(path, text);
      const { code, output } = lint(...Object.keys(fixtures));
      expect(code).toBe(1);
      expect(output).toContain('File has too many lines (251)');
      expect(output).not.toContain('(250)');
    } finally {
      for (const path of Object.keys(fixtures)) rmSync(path, { force: true });
    }
  });
});
