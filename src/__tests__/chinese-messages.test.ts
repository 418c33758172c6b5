import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as errors from '@/api/errors';

// Every message the console shows is Chinese (issue 29: a cross-tab account switch showed the English
// 'No permission to access'). What reaches the screen as a message: the demo backend's refusals (fail,
// okSaying), which the client shows as they are, and what the console itself says (message.*, the error
// catalogue). Their texts are read out of the sources, literals and the constants they name.

const CJK = /[\u4e00-\u9fff]/;
const SKIPPED = /(\.test\.tsx?|\.gen\.ts)$|\/generated(-zod)?\/|\/src\/test\//;

function sources(dir: string): Array<{ path: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(`/${path}`) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const files = sources('src');
const LITERAL = String.raw`'(?:\\.|[^'\\])*'|\x60(?:\\.|[^\x60\\])*\x60`;
/** What a literal says, without its placeholders. */
const said = (literal: string) => literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '');

/** A file's constants holding text, by name: `const NAME = 'text'` and `const name = (…) => \`text\``. */
function constantsOf(text: string, exported = false) {
  const found = new Map<string, string[]>();
  const pattern = new RegExp(String.raw`${exported ? 'export ' : ''}const\s+(\w+)\s*(?::[^=\n]+)?=\s*(?:\([^)]*\)\s*=>\s*)?(${LITERAL})`, 'g');
  for (const [, name, literal] of text.matchAll(pattern)) found.set(name, [...(found.get(name) ?? []), said(literal)]);
  return found;
}
/** Constants other files import, by name. */
const exported = new Map(files.flatMap(({ text }) => [...constantsOf(text, true)]));

const ARROW = String.raw`\([^)]*\)\s*=>\s*[^\n]*`;

/**
 * The texts given to a call or an option (`call` reads up to the value), as literals, named constants or a
 * function answering literals (`(_, audit) => (audit ? '…' : '…')`: the literals it answers, not those it
 * compares with); a value computed at run time otherwise is not read here.
 */
function textsGivenTo(call: string, files_: typeof files) {
  const found: Array<{ where: string; text: string }> = [];
  for (const { path, text } of files_) {
    const own = constantsOf(text);
    for (const [, argument] of text.matchAll(new RegExp(String.raw`${call}\s*(${LITERAL}|${ARROW}|[A-Za-z_]\w*)`, 'g'))) {
      const texts = /^['`]/.test(argument)
        ? [said(argument)]
        : argument.startsWith('(')
          ? [...argument.matchAll(new RegExp(String.raw`(?:=>|\?|:)\s*\(?\s*(${LITERAL})`, 'g'))].map(([, literal]) => said(literal))
          : (own.get(argument) ?? exported.get(argument) ?? []);
      for (const t of texts) found.push({ where: `${path}: ${argument.slice(0, 60)}`, text: t });
    }
  }
  return found;
}

const notChinese = (found: Array<{ where: string; text: string }>) => found.filter(({ text }) => !CJK.test(text)).map(({ where, text }) => `${where} → ${text}`);

describe('every message on screen is Chinese', () => {
  it('the demo backend refuses and answers in Chinese', () => {
    const demo = files.filter((f) => f.path.startsWith('src/mocks/'));
    const found = [...textsGivenTo(String.raw`\bfail\(\s*\d+\s*,`, demo), ...textsGivenTo(String.raw`\bokSaying\(`, demo)];
    expect(found.length).toBeGreaterThan(150);
    expect(notChinese(found)).toEqual([]);
  });

  it('the console says its own messages in Chinese', () => {
    const console_ = files.filter((f) => !f.path.startsWith('src/mocks/'));
    // Said at once (message.*), or after a save: the form kit's `success` option (useFormPage).
    const forms = console_.filter(({ text }) => text.includes('useFormPage('));
    const found = [...textsGivenTo(String.raw`\bmessage\.(?:error|info|success|warning)\(`, console_), ...textsGivenTo(String.raw`\bsuccess:`, forms)];
    expect(found.length).toBeGreaterThan(100);
    expect(notChinese(found)).toEqual([]);
  });

  it('the error catalogue is Chinese', () => {
    const catalogue = Object.entries(errors as Record<string, unknown>).flatMap(([name, value]) => (name.endsWith('_MESSAGE') && typeof value === 'string' ? [[name, value] as const] : []));
    expect(catalogue.length).toBeGreaterThan(10);
    expect(catalogue.filter(([, text]) => !CJK.test(text)).map(([name]) => name)).toEqual([]);
  });
});
