import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, OWNER, test } from '../e2e/fixtures';

// README's "Using a real backend", step by step as written: the backend started with the command step 1
// names (`npm run server`, on 127.0.0.1:8080), the settings of step 2 (given to the dev server as its
// environment, where Vite reads them as it reads .env.development.local: a developer's own file is left
// alone), `npm run dev` (step 3), and the sign-in it says, every call going through the dev server's proxy.

const ROOT = resolve(import.meta.dirname, '../..');
const section = (() => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('## Using a real backend'), readme.indexOf('\n## ', readme.indexOf('## Using a real backend') + 1));
})();

/** A command README gives in a step (`npm run …`). */
const command = (step: number) => {
  const line = section.split('\n').find((l) => l.startsWith(`${step}. `)) ?? '';
  const found = /`(npm run [\w:-]+)`/.exec(line)?.[1];
  if (!found) throw new Error(`README's step ${step} names no command`);
  return found.split(' ');
};

/** The settings of step 2's block. */
const settings = Object.fromEntries([...(/```sh\n([\s\S]*?)```/.exec(section.slice(section.indexOf('2. ')))?.[1] ?? '').matchAll(/^\s*(VITE_\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));

const running: ChildProcess[] = [];
function start(args: string[], env: Record<string, string>, ready: RegExp, output: string[]) {
  const child = spawn(args[0]!, args.slice(1), { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.push(child);
  return new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n'));
      if (ready.test(output.join('\n'))) done();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`${args.join(' ')} exited with ${code}:\n${output.join('\n')}`)));
  });
}

test.afterAll(() => {
  // Each started as a process group (npm and what it runs): stopped whole.
  for (const child of running) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
});

test('README’s steps: npm run server, the two settings, npm run dev, sign in', async ({ page }) => {
  test.setTimeout(180_000);
  expect(settings).toEqual({ VITE_DEMO_BACKEND: 'false', VITE_API_PROXY: 'http://127.0.0.1:8080' });
  const backend: string[] = [];
  await start(command(1), {}, /Demo backend .* on http:\/\/127\.0\.0\.1:8080\/api/, backend);
  const dev: string[] = [];
  await start(command(3), settings, /Local:\s+http:\/\/localhost:5173/, dev);

  await page.goto('http://localhost:5173/');
  await expect(page).toHaveURL(/\/login/, { timeout: 60_000 });
  await page.getByLabel('账号').fill(OWNER.account);
  await page.getByLabel('密码').fill(OWNER.pwd);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('real-name')).toHaveText(OWNER.name, { timeout: 30_000 });
  await page.goto('http://localhost:5173/order/list');
  await expect(page.getByRole('table', { name: '订单列表' })).toBeVisible({ timeout: 30_000 });
  // Answered by the backend over HTTP, not by a demo in the page.
  for (const call of ['POST /api/admin/merchant/login 200', 'GET /api/admin/merchant/getMenus 200', 'GET /api/admin/merchant/order/list 200']) {
    await expect.poll(() => backend.some((line) => line.startsWith(call)), `the backend's line for ${call}`).toBe(true);
  }
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), 'no service worker answers the page').toBeNull();
});
