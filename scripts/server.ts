// `npm run server [-- options]`: builds the demo backend's server (src/mocks/server/main.ts, with the sources'
// aliases, into dist-server/) and runs it with the options given (`-- --help` lists them). The build takes a
// few seconds and is skipped when nothing under src/ changed since (`--no-build` skips it outright).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { SOURCE_ALIASES } from './lib/aliases.ts';

export const SERVER_OUT = 'dist-server';
export const SERVER_ENTRY = join(SERVER_OUT, 'server.js');

/** The newest change under a folder (ms). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the server unless its build is newer than every source. */
export async function buildServer({ force = false } = {}) {
  if (!force && existsSync(SERVER_ENTRY) && statSync(SERVER_ENTRY).mtimeMs > newest('src')) return;
  await build({
    configFile: false,
    // No .env file applies: the server takes its settings from its command line.
    mode: 'server',
    envDir: false,
    logLevel: 'warn',
    resolve: { alias: SOURCE_ALIASES },
    build: {
      ssr: 'src/mocks/server/main.ts',
      outDir: SERVER_OUT,
      emptyOutDir: true,
      target: 'node24',
      sourcemap: true,
      rolldownOptions: { output: { entryFileNames: 'server.js' } },
    },
  });
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const skip = args.includes('--no-build');
  if (!skip) await buildServer();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY, ...args.filter((a) => a !== '--no-build')], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
