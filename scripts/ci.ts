// `npm run ci`: every check, in order, stopping at the first failure, with the time of each stage
// printed at the end of every run (passed or not), so it is plain where the minutes go.
// Lint and typecheck run side by side; the test runners each use both cores and run alone.
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  scripts: string[];
}

const STAGES: Stage[] = [
  { name: 'browser (apt, when missing)', scripts: ['e2e:deps'] },
  // Regenerates in place, so it runs before anything that reads the generated code.
  { name: 'generated code up to date', scripts: ['check:generated'] },
  { name: 'lint and typecheck', scripts: ['lint', 'typecheck'] },
  { name: 'unit and route tests (vitest)', scripts: ['test'] },
  { name: 'production build', scripts: ['build'] },
  { name: 'budgets (Chromium)', scripts: ['check:budgets'] },
  { name: 'end-to-end tests (Playwright)', scripts: ['e2e'] },
  // Every bench case once on the builds above, so the bench cannot rot unnoticed. Last: its dev case edits
  // a source file, which must not reach the dev server the e2e stage runs.
  { name: 'bench smoke (every case once)', scripts: ['bench:smoke'] },
];

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const timings: Array<{ name: string; ms: number; ok: boolean }> = [];
const started = performance.now();
let failed = false;
for (const stage of STAGES) {
  const start = performance.now();
  const codes = await Promise.all(stage.scripts.map(run));
  const ok = codes.every((code) => code === 0);
  timings.push({ name: stage.name, ms: performance.now() - start, ok });
  if (!ok) {
    failed = true;
    console.error(`\n${stage.name} failed: ${stage.scripts.filter((_, i) => codes[i] !== 0).join(', ')}`);
    break;
  }
}

console.log('\nstage timings');
for (const t of timings) console.log(`  ${t.ok ? 'ok  ' : 'FAIL'}  ${t.name.padEnd(34)} ${seconds(t.ms).padStart(9)}`);
for (const stage of STAGES.slice(timings.length)) console.log(`  skip  ${stage.name}`);
console.log(`        ${'total'.padEnd(34)} ${seconds(performance.now() - started).padStart(9)}`);
process.exit(failed ? 1 : 0);
