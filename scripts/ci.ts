// `npm run ci`: every check, in order, stopping at the first failure, with the time of each stage (and of
// each lane of a stage whose lanes run side by side) printed at the end of every run, passed or not, so it
// is plain where the minutes go.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** An npm script, or several run one after the other (a lane). */
type Lane = string | string[];

interface Stage {
  name: string;
  /** Run side by side; the stage ends when every lane has. */
  lanes: Lane[];
}

const STAGES: Stage[] = [
  { name: 'browser (apt, when missing)', lanes: ['e2e:deps'] },
  // Regenerates in place, so it runs before anything that reads the generated code.
  { name: 'generated code up to date', lanes: ['check:generated'] },
  { name: 'lint and typecheck', lanes: ['lint', 'typecheck'] },
  { name: 'unit and route tests (vitest)', lanes: ['test'] },
  // The production bundle and its budgets beside Playwright, whose first minute is building the e2e
  // bundles: each build spends much of its time on one core. The bundle only (`vite build`, not `build`):
  // the stage before has type-checked, and `tsc -b` again cost 50 s of CPU.
  { name: 'build, budgets and end-to-end tests', lanes: [['bundle', 'check:budgets'], 'e2e'] },
  // Every bench case once on the builds above, so the bench cannot rot unnoticed. Last: its dev case edits
  // a source file, which must not reach the dev server the e2e stage runs.
  { name: 'bench smoke (every case once)', lanes: ['bench:smoke'] },
];

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const laneName = (lane: Lane) => (Array.isArray(lane) ? lane.join(' → ') : lane);

interface Timing {
  name: string;
  ms: number;
  ok: boolean;
  lanes: Array<{ name: string; ms: number; ok: boolean }>;
}

async function runLane(lane: Lane) {
  const start = performance.now();
  let failed: string | null = null;
  for (const script of Array.isArray(lane) ? lane : [lane]) {
    if ((await run(script)) !== 0) {
      failed = script;
      break;
    }
  }
  return { name: laneName(lane), ms: performance.now() - start, ok: failed === null, failed };
}

/**
 * Which e2e tests failed or were flaky, and how (tests/failure-digest.ts writes it into playwright.config.ts's
 * outputDir), printed last, where a log cut to its tail still shows it. One from an earlier run goes first.
 */
const digest = `${process.env.E2E_PORT ? `test-results-${process.env.E2E_PORT}` : 'test-results'}/failure-digest.txt`;
rmSync(digest, { force: true });

const timings: Timing[] = [];
const started = performance.now();
let failed = false;
for (const stage of STAGES) {
  const start = performance.now();
  const lanes = await Promise.all(stage.lanes.map(runLane));
  const ok = lanes.every((l) => l.ok);
  timings.push({ name: stage.name, ms: performance.now() - start, ok, lanes: lanes.length > 1 ? lanes : [] });
  if (!ok) {
    failed = true;
    console.error(`\n${stage.name} failed: ${lanes.flatMap((l) => (l.failed ? [l.failed] : [])).join(', ')}`);
    break;
  }
}

console.log('\nstage timings');
for (const t of timings) {
  console.log(`  ${t.ok ? 'ok  ' : 'FAIL'}  ${t.name.padEnd(40)} ${seconds(t.ms).padStart(9)}`);
  for (const l of t.lanes) console.log(`          ${(l.ok ? '' : 'FAIL ') + l.name}`.padEnd(48) + seconds(l.ms).padStart(9));
}
for (const stage of STAGES.slice(timings.length)) console.log(`  skip  ${stage.name}`);
console.log(`        ${'total'.padEnd(40)} ${seconds(performance.now() - started).padStart(9)}`);
if (existsSync(digest)) console.log(`\nend-to-end failures (${digest})\n${readFileSync(digest, 'utf8').trimEnd()}`);
process.exit(failed ? 1 : 0);
