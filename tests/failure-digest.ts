import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * A few lines per failed or flaky test (its first failure: where, and the first lines of its errors), written to
 * `<outputDir>/failure-digest.txt` and printed by `npm run ci` after its stage timings: what a CI log
 * that keeps only its tail must still say. Playwright empties the folder at each run's start.
 */
const DIGEST_FILE = 'failure-digest.txt';
const LINES_PER_ERROR = 3;
const ERRORS_PER_TRY = 2;

// oxlint-disable-next-line no-control-regex -- the terminal's colour codes in Playwright's messages
const plain = (text: string) => text.replaceAll(/\u001B\[[0-9;]*m/g, '');

export default class FailureDigest implements Reporter {
  private outputDir = 'test-results';
  private readonly failures = new Map<TestCase, string[]>();

  onBegin(config: FullConfig) {
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    // The first failure only: a retry that fails too most often says the same, and the log's tail is short.
    if (result.status === 'passed' || result.status === 'skipped' || this.failures.has(test)) return;
    const lines = [`  try ${result.retry + 1}, ${result.status}`];
    // A time-out's first error only says so; the second says what the test was waiting for, and where.
    for (const error of result.errors.slice(0, ERRORS_PER_TRY)) {
      const where = error.location ? ` (${path.relative(process.cwd(), error.location.file)}:${error.location.line})` : '';
      const message = plain(error.message ?? error.value ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(0, LINES_PER_ERROR);
      lines.push(...message.map((l, i) => `    ${l.slice(0, 200)}${i === 0 ? where : ''}`));
    }
    this.failures.set(test, lines);
  }

  onEnd() {
    if (this.failures.size === 0) return;
    const text = [...this.failures].map(([test, lines]) => [`${test.outcome()}: ${test.titlePath().filter(Boolean).join(' › ')}`, ...lines].join('\n'));
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(path.join(this.outputDir, DIGEST_FILE), `${text.join('\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
