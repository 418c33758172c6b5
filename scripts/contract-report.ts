// `npm run contract:report`: the contract against the reference backend, operation by operation.
//   origin   reference (the reference backend has the call), spec (SPEC.md names it, the reference does
//            not), own (neither: the console's own call, marked x-origin: own, which degrades gracefully)
//   profile  which backend profile makes the call (VITE_BACKEND_PROFILE; blank: both)
//   demo     the demo backend answers it;  UI  a page, dialog or the shell calls it;
//   tested   some vitest or e2e test exchanged it (recorded in .exercised/ by the last test runs)
// then the figures of the calls the contract shares with the reference, compared at every depth
// (scripts/lib/fidelity.ts): fields matched both ways, nullability, and the differences by kind.
//   node scripts/contract-report.ts [--markdown]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compare, coverage, findingKey, KINDS, listedDifferences, loadContract, loadReference, PARTS, type ContractOperation, type FieldCount, type Kind } from './lib/fidelity.ts';

const markdown = process.argv.includes('--markdown');
const contract = loadContract();
const reference = loadReference();
const { shared, referenceOnly, contractOnly } = coverage(contract, reference);
const listed = listedDifferences(readFileSync('docs/reference-backend.md', 'utf8'));

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}
const source = (filter: (path: string) => boolean) => [...files('src')].filter((p) => /\.(ts|tsx)$/.test(p) && filter(p)).map((p) => readFileSync(p, 'utf8')).join('\n');
const isTest = (p: string) => /\.test\.tsx?$|test-utils\.ts$|^src\/test\//.test(p);
const uiText = source((p) => !p.startsWith('src/mocks') && !p.startsWith('src/api/generated') && !p.endsWith('.gen.ts') && !isTest(p));
const demoText = source((p) => p.startsWith('src/mocks/handlers') && !isTest(p));
const exercised = new Set<string>();
let recordedAt = 0;
if (existsSync('.exercised')) {
  for (const name of readdirSync('.exercised')) {
    const path = join('.exercised', name);
    recordedAt = Math.max(recordedAt, statSync(path).mtimeMs);
    for (const id of JSON.parse(readFileSync(path, 'utf8')) as string[]) exercised.add(id);
  }
}

const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);
const usedByUi = (id: string) => new RegExp(`\\b(${id}|use${pascal(id)}|get${pascal(id)}Query(Options|Key))\\b`).test(uiText);
const answeredByDemo = (op: ContractOperation) => new RegExp(`handle(Public)?\\('${op.operationId}'`).test(demoText) || demoText.includes(`'*${op.path}'`);

const sharedIds = new Set(shared.map(({ op }) => op.operationId));
const all = [...shared.map(({ op }) => op), ...contractOnly].toSorted((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
const rows = all.map((op) => ({
  id: op.operationId,
  call: `${op.method} ${op.path}`,
  origin: sharedIds.has(op.operationId) ? 'reference' : (op['x-origin'] ?? 'UNMARKED'),
  profile: op['x-profile'] ?? '',
  demo: answeredByDemo(op),
  ui: usedByUi(op.operationId),
  tested: exercised.has(op.operationId),
}));

const counts: FieldCount = { contract: 0, reference: 0, matched: 0, nullable: 0, nullableMatched: 0 };
const findings = shared.flatMap(({ op, ref }) => {
  const c = compare(contract, reference, op, ref);
  for (const key of Object.keys(counts) as Array<keyof FieldCount>) counts[key] += c.counts[key];
  return c.findings;
});
const unlisted = findings.filter((f) => !listed.has(findingKey(f)));
const yes = (b: boolean) => (b ? 'yes' : '—');
const count = (kind: Kind) => findings.filter((f) => f.kind === kind).length;
const KIND_TEXT: Record<Kind, string> = {
  lacks: 'reference fields not declared',
  invents: 'required fields the reference does not send',
  money: 'BigDecimals not read as text',
  date: 'dates not read as its text',
  type: 'other types off',
  nullable: 'nullable fields the wire does not allow null',
  required: 'parameters or fields it requires left optional',
};
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)}%`;

const summary = [
  `calls: ${all.length} in the contract; ${shared.length} of the reference backend's ${reference.operations.length} merchant calls (${referenceOnly.length} not in the contract), ${rows.filter((r) => r.origin === 'spec').length} named by SPEC.md only, ${rows.filter((r) => r.origin === 'own').length} the console's own${rows.some((r) => r.origin === 'UNMARKED') ? `, ${rows.filter((r) => r.origin === 'UNMARKED').length} UNMARKED` : ''}`,
  `fields of the shared calls at every depth (answers through pages and lists, bodies, every query class, query and path values; call by call): the contract declares ${counts.contract}, of which ${counts.matched} (${pct(counts.matched, counts.contract)}) the reference has under the same name; the reference has ${counts.reference} (the fork's farm/credit fields left out), of which the contract declares ${counts.matched} (${pct(counts.matched, counts.reference)})`,
  `nulls: of the answers' fields the contract declares, the reference may send null in ${counts.nullable}; the wire contract allows null in ${counts.nullableMatched} of them (${pct(counts.nullableMatched, counts.nullable)}), and the edge reads each into the model's value`,
  `differences: ${findings.length} (${KINDS.map((k) => `${count(k)} ${KIND_TEXT[k]}`).join(', ')}; by part: ${PARTS.map((p) => `${p} ${findings.filter((f) => f.part === p).length}`).join(', ')}); ${findings.length - unlisted.length} listed in docs/reference-backend.md with a reason, ${unlisted.length} not`,
  `use: demo backend answers ${rows.filter((r) => r.demo).length}, the UI calls ${rows.filter((r) => r.ui).length}, tests exchanged ${rows.filter((r) => r.tested).length}${recordedAt ? ` (test runs recorded ${new Date(recordedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC)` : ' (no test run recorded: run npm test and npm run e2e first)'}`,
];

if (markdown) {
  console.log(summary.map((s) => `- ${s}`).join('\n'));
  console.log('\n| operation | call | origin | profile | demo | UI | tested |\n|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.id} | \`${r.call}\` | ${r.origin} | ${r.profile} | ${yes(r.demo)} | ${yes(r.ui)} | ${yes(r.tested)} |`);
  if (referenceOnly.length) console.log(`\nReference calls not in the contract: ${referenceOnly.map((r) => `\`${r.method} ${r.path}\``).join(', ')}`);
} else {
  const w = Math.max(...rows.map((r) => r.id.length));
  const c = Math.max(...rows.map((r) => r.call.length));
  console.log(`${'operation'.padEnd(w)}  ${'call'.padEnd(c)}  origin     profile    demo UI   tested`);
  for (const r of rows) console.log(`${r.id.padEnd(w)}  ${r.call.padEnd(c)}  ${r.origin.padEnd(9)}  ${r.profile.padEnd(9)}  ${yes(r.demo).padEnd(4)} ${yes(r.ui).padEnd(4)} ${yes(r.tested)}`);
  if (referenceOnly.length) console.log(`\nreference calls not in the contract:\n${referenceOnly.map((r) => `  ${r.method} ${r.path}  (${r.purpose})`).join('\n')}`);
  console.log(`\n${summary.join('\n')}`);
  if (unlisted.length) console.log(`\nunlisted differences:\n${unlisted.map((f) => `  ${findingKey(f)}`).join('\n')}`);
}
