import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// README is what a newcomer reads first: short, and every link in it and in docs/ leads somewhere.
const files = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];
const anchor = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replaceAll(' ', '-');

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

  it.each(files)('%s: every relative link resolves, anchors included', (file) => {
    const broken = [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => {
        const [path, hash] = target.split('#');
        const resolved = path ? join(dirname(file), path) : file;
        if (!existsSync(resolved)) return true;
        return hash !== undefined && ![...readFileSync(resolved, 'utf8').matchAll(/^#+ (.+)$/gm)].some((m) => anchor(m[1]) === hash);
      });
    expect(broken).toEqual([]);
  });
});
