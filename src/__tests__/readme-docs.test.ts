import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// README is what a newcomer reads first: short, and every link in it and in docs/ leads somewhere.
const files = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];
/** The pages of docs/areas/, one per area of the console, which docs/features.md lists. */
const areas = readdirSync('docs/areas').filter((f) => f.endsWith('.md')).map((f) => join('docs/areas', f));
/** Every document a clone holds: README and docs/ at any depth. */
const everyDoc = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? everyDoc(path) : path.endsWith('.md') ? [path] : [];
  });
const documents = ['README.md', ...everyDoc('docs')];
const anchor = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replaceAll(' ', '-');

/** The relative links of a document that lead nowhere in the repository: a missing file, a missing heading, or out of the clone. */
function brokenLinks(file: string, text: string, exists = existsSync, read = (f: string) => readFileSync(f, 'utf8')): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/.test(target))
    .filter((target) => {
      const [path, hash] = target.split('#');
      if (isAbsolute(path) || relative('.', join(dirname(file), path)).startsWith('..')) return true;
      const resolved = path ? join(dirname(file), path) : file;
      if (!exists(resolved)) return true;
      return hash !== undefined && ![...read(resolved).matchAll(/^#+ (.+)$/gm)].some((m) => anchor(m[1]) === hash);
    });
}

/**
 * What a document cites that a clone of the repository does not hold: the shared folder beside the checkout,
 * paths of the machine it was written on, and repository paths in code spans (`src/…`, `docs/…`) that do not
 * exist (globs and placeholders such as `<area>` aside).
 */
function outsidePaths(text: string, exists = existsSync): string[] {
  const machine = [...text.matchAll(/(?:\.\.\/)+shared\b[^\s`'"),]*|(?<![\w.])\/(?:work|home|tmp|Users)\/[^\s`'"),]*/g)].map(([m]) => m);
  const missing = [...text.matchAll(/`((?:src|docs|scripts|tests|openapi|public)\/[^`\s]*)`/g)]
    .map(([, path]) => path.replace(/[:#].*$/, ''))
    .filter((path) => !/[*{}<>…]/.test(path) && !exists(resolve(path)));
  return [...machine, ...missing];
}

describe('README and docs/', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('README reads in five minutes: at most 200 lines, none over 600 characters', () => {
    const lines = readme.split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
    expect(lines.filter((l) => l.length > 600)).toEqual([]);
  });

  it('README says the two commands, the server for other clients, and links every document in docs/', () => {
    expect(readme).toContain('npm ci && npm run dev');
    expect(readme).toContain('npm ci && npm run ci');
    expect(readme).toContain('npm ci && npm run server');
    expect(files.slice(1).filter((f) => !readme.includes(`](${f})`))).toEqual([]);
  });

  it('docs/features.md links every page of docs/areas/', () => {
    const features = readFileSync('docs/features.md', 'utf8');
    expect(areas.filter((f) => !features.includes(`](${f.replace('docs/', '')}`))).toEqual([]);
  });

  it('docs/features.md is one short line per area, each linking its details, and links the recipes', () => {
    const features = readFileSync('docs/features.md', 'utf8');
    const rows = features.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| area '));
    expect(rows.length).toBeGreaterThanOrEqual(areas.length);
    expect(rows.filter((r) => r.length > 200 || !/\]\([^)]+\.md(#[^)]*)?\)/.test(r))).toEqual([]);
    expect(features).toContain('](recipes.md)');
  });

  it('docs/recipes.md names the files of each everyday change', () => {
    const recipes = readFileSync('docs/recipes.md', 'utf8');
    const headings = [...recipes.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Add or change a list filter', 'Add a field to a form', 'Add a page', 'Add a feature (an area)', 'Add a demo backend call']);
    for (const kit of ['src/components/list/', 'src/components/form/', 'src/mocks/handlers/', 'src/mocks/logic/', 'src/mocks/seed/', 'src/routes/', 'npm run generate']) expect(recipes).toContain(kit);
  });

  it.each(documents)('%s: every relative link resolves inside the repository, anchors included', (file) => {
    expect(brokenLinks(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each(documents)('%s: cites only files inside the repository', (file) => {
    expect(outsidePaths(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the checks find a broken link, a heading that is not there, a path out of the clone and a file that is gone', () => {
    const text = '[a](testing.md#running-tests) [b](gone.md) [c](testing.md#nowhere) [d](../../shared/spec/SPEC.md) [e](https://example.com)';
    const found = brokenLinks('docs/features.md', text, (f) => f === join('docs', 'testing.md'), () => '# Running tests\n');
    expect(found).toEqual(['gone.md', 'testing.md#nowhere', '../../shared/spec/SPEC.md']);
    const cited = 'See `../shared/spec/SPEC.md`, /work/drafts/x.md, `src/gone.ts`, `src/**/*.test.ts`, `src/<area>/`, /admin/merchant/login.';
    expect(outsidePaths(cited, () => false)).toEqual(['../shared/spec/SPEC.md', '/work/drafts/x.md', 'src/gone.ts']);
  });
});
