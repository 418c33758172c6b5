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
  /**
   * Starts at once and runs beside the stages after it (its output held and printed in one block when it
   * ends); the first stage that `needs` it waits for it.
   */
  background?: boolean;
  /** A background stage that must have passed before this one starts. */
  needs?: string;
}

const BROWSER = 'browser (apt, when missing)';
const STAGES: Stage[] = [
  // Mostly download and unpacking: beside the checks that need no browser (on a fresh machine it took
  // 25 s before them).
  { name: BROWSER, lanes: ['e2e:deps'], background: true },
  // Regenerates in place, so it runs before anything that reads the generated code.
  { name: 'generated code up to date', lanes: ['check:generated'] },
  { name: 'lint and typecheck', lanes: ['lint', 'typecheck'] },
  { name: 'unit and route tests (vitest)', lanes: ['test'] },
  // The production bundle and its budgets beside Playwright, whose first minute is building the e2e
  // bundles: each build spends much of its time on one core. The bundle only (`vite build`, not `build`):
  // the stage before has type-checked, and `tsc -b` again cost 50 s of CPU.
  { name: 'build, budgets and end-to-end tests', lanes: [['bundle', 'check:budgets'], 'e2e'], needs: BROWSER },
  // Every bench case once on the builds above, so the bench cannot rot unnoticed. Last: its dev case edits
  // a source file, which must not reach the dev server the e2e stage runs. Then the server's load test, short
  // (its full run and budgets: npm run load-test, docs/performance.md).
  { name: 'bench and load smoke (every case once)', lanes: [['bench:smoke', 'load-test:smoke']] },
];

/** Runs an npm script; its output goes to `held` instead of the terminal when given. */
function run(script: string, held?: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => held?.push(chunk.toString()));
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
  /** Ran beside the stages before the one that waited for it. */
  beside: boolean;
}

async function runLane(lane: Lane, held?: string[]) {
  const start = performance.now();
  let failed: string | null = null;
  for (const script of Array.isArray(lane) ? lane : [lane]) {
    if ((await run(script, held)) !== 0) {
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

async function runStage(stage: Stage, held?: string[]): Promise<Timing> {
  const start = performance.now();
  const lanes = await Promise.all(stage.lanes.map((lane) => runLane(lane, held)));
  const ok = lanes.every((l) => l.ok);
  if (!ok) console.error(`\n${stage.name} failed: ${lanes.flatMap((l) => (l.failed ? [l.failed] : [])).join(', ')}`);
  return { name: stage.name, ms: performance.now() - start, ok, lanes: lanes.length > 1 ? lanes : [], beside: Boolean(stage.background) };
}

/** A background stage's run: its output, printed when a stage waits for it or the run ends. */
const background = new Map<string, Promise<Timing>>();
async function awaitBackground(name: string) {
  const timing = await background.get(name)!;
  background.delete(name);
  return timing;
}

const timings: Timing[] = [];
const started = performance.now();
let failed = false;
for (const stage of STAGES) {
  if (stage.background) {
    const held: string[] = [];
    background.set(
      stage.name,
      runStage(stage, held).then((timing) => {
        if (held.length) console.log(`\n${stage.name}:\n${held.join('').trimEnd()}`);
        return timing;
      }),
    );
    continue;
  }
  if (stage.needs && background.has(stage.needs)) {
    const needed = await awaitBackground(stage.needs);
    timings.push(needed);
    if (!needed.ok) {
      failed = true;
      break;
    }
  }
  const timing = await runStage(stage);
  timings.push(timing);
  if (!timing.ok) {
    failed = true;
    break;
  }
}
// A background stage still running (a stage before the one that needs it failed) is let finish: an apt
// install stopped half-way leaves the machine's packages broken.
for (const name of background.keys()) timings.push(await awaitBackground(name));

console.log('\nstage timings');
for (const t of timings) {
  console.log(`  ${t.ok ? 'ok  ' : 'FAIL'}  ${(t.beside ? `${t.name}, beside` : t.name).padEnd(40)} ${seconds(t.ms).padStart(9)}`);
  for (const l of t.lanes) console.log(`          ${(l.ok ? '' : 'FAIL ') + l.name}`.padEnd(48) + seconds(l.ms).padStart(9));
}
for (const stage of STAGES.filter((s) => !timings.some((t) => t.name === s.name))) console.log(`  skip  ${stage.name}`);
console.log(`        ${'total'.padEnd(40)} ${seconds(performance.now() - started).padStart(9)}`);
if (existsSync(digest)) console.log(`\nend-to-end failures (${digest})\n${readFileSync(digest, 'utf8').trimEnd()}`);
process.exit(failed ? 1 : 0);
