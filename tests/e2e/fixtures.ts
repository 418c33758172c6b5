import { test as base, expect, type Page } from '@playwright/test';

export type { Page };

/** Every e2e test fails on a console error or warning (CSP violations among them) or an uncaught exception. */
export const test = base.extend<{ problems: string[]; expectedConsole: RegExp | null }>({
  /** Console lines a test provokes on purpose (the browser reporting a request the test made fail). */
  expectedConsole: [null, { option: true }],
  problems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        if (expectedConsole?.test(msg.text())) return;
        problems.push(`console ${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors, warnings and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const OWNER = { account: 'admin', pwd: 'admin123', name: '张店长' };
export const STAFF = { account: 'staff', pwd: 'staff123', name: '李客服' };

export async function fillSignIn(page: Page, account: string, pwd: string) {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(pwd);
  await page.getByRole('button', { name: '登录' }).click();
}

export async function signIn(page: Page, who: { account: string; pwd: string; name: string } = OWNER) {
  await page.goto('/login');
  await fillSignIn(page, who.account, who.pwd);
  // Sign-in loads the shell's first chunks; on a loaded 2-core machine that has taken over 7 s.
  await expect(page.getByTestId('real-name')).toHaveText(who.name, { timeout: 20_000 });
}

/** The demo backend starts before the console renders, after the page's load event: wait for it. */
async function demoReady(page: Page) {
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
}

/** Talks to the demo backend's controls (window.__merchantDemo) in the page. */
export async function demo(page: Page, action: 'expireSessions' | 'clearFaults' | 'reset') {
  await demoReady(page);
  await page.evaluate(async (name) => {
    const controls = window.__merchantDemo;
    if (!controls) throw new Error('demo backend not running');
    await controls[name]();
  }, action);
}

export async function setFault(page: Page, path: string, kind: string | null) {
  await demoReady(page);
  await page.evaluate(
    async ([p, k]) => {
      const controls = window.__merchantDemo;
      if (!controls) throw new Error('demo backend not running');
      await controls.setFault(p as string, k as never);
    },
    [path, kind],
  );
}
