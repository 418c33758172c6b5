import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import type { DemoDb, FaultKind } from '../../src/mocks/types/db';
import { checkExchange, writeExercised } from '../../src/test/contract';

export type { Page };

/** Checks one answer of the demo backend, and the request it answered, against the OpenAPI contract. */
async function contractViolations(response: import('@playwright/test').Response): Promise<string[]> {
  const { pathname } = new URL(response.url());
  if (!pathname.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return [];
  const request = response.request();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // The page went away before the body could be read (a reload, the end of the test): nothing to check.
    return [];
  }
  // The headers as sent (sync: a page gone by the time this runs cannot make it throw).
  const headers = request.headers();
  const postData = request.postData() ?? undefined;
  const isJson = (headers['content-type'] ?? '').includes('json');
  // Chromium does not show an upload's multipart body: only the answer is checked then.
  const bodyHidden = postData === undefined && (headers['content-type'] ?? '').startsWith('multipart/');
  return checkExchange(
    {
      method: request.method().toLowerCase(),
      url: request.url(),
      headers,
      body: postData === undefined ? undefined : isJson ? (JSON.parse(postData) as unknown) : postData,
    },
    response.status(),
    body,
    !bodyHidden,
  );
}

/**
 * Every e2e test fails on a console error or warning (CSP violations among them), an uncaught
 * exception, or an exchange with the demo backend that breaks the OpenAPI contract.
 */
export const test = base.extend<{ problems: string[]; expectedConsole: RegExp | null; expectedViolation: RegExp | null }>({
  /** Console lines a test provokes on purpose (the browser reporting a request the test made fail). */
  expectedConsole: [null, { option: true }],
  /** A contract violation a test provokes on purpose: it must happen, and is then not a problem. */
  expectedViolation: [null, { option: true }],
  problems: [
    async ({ page, expectedConsole, expectedViolation }, use, testInfo) => {
      const problems: string[] = [];
      const checks: Promise<string[]>[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        if (expectedConsole?.test(msg.text())) return;
        problems.push(`console ${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('response', (response) => checks.push(contractViolations(response)));
      await use(problems);
      const violations = (await Promise.all(checks)).flat();
      writeExercised(`e2e-${testInfo.parallelIndex}`);
      if (expectedViolation) expect(violations, 'the violation the test provokes').toContainEqual(expect.stringMatching(expectedViolation));
      problems.push(...violations.filter((v) => !expectedViolation?.test(v)).map((v) => `contract: ${v}`));
      expect(problems, 'console errors, warnings, uncaught exceptions and contract violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The timeout of a long user flow: some take 25 s on a 2-core machine running two workers, too close to the default 30 s. */
export const LONG_FLOW_MS = 60_000;

export const OWNER = { account: 'admin', pwd: 'admin123', name: '张店长' };
export const STAFF = { account: 'staff', pwd: 'staff123', name: '李客服' };
type Account = typeof OWNER;

export async function fillSignIn(page: Page, account: string, pwd: string) {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(pwd);
  await page.getByRole('button', { name: '登录' }).click();
}

export async function signIn(page: Page, who: Account = OWNER) {
  await page.goto('/login');
  await fillSignIn(page, who.account, who.pwd);
  // Sign-in loads the shell's first chunks; on a loaded 2-core machine that has taken over 7 s.
  await expect(page.getByTestId('real-name')).toHaveText(who.name, { timeout: 20_000 });
}

/**
 * A token the platform's console got for a merchant's account (its 登录商户, the reference's ultraViresLogin),
 * known to the demo backend as that account's session: what the platform's link hands over.
 */
export async function platformToken(page: Page, account: string) {
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  const token = `platform${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;
  await page.evaluate(
    async ([t, a]) =>
      window.__merchantDemo?.update((db) => {
        const id = db.accounts.find((x) => x.account === a)?.id;
        if (id !== undefined) db.sessions[t] = id;
      }),
    [token, account],
  );
  return token;
}

/** A one-time ticket another system of the platform got for an account (/auth-redirect?ticket=…). */
export async function loginTicket(page: Page, account: string) {
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  const ticket = `ticket${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;
  await page.evaluate(
    async ([t, a]) =>
      window.__merchantDemo?.update((db) => {
        const id = db.accounts.find((x) => x.account === a)?.id;
        if (id !== undefined) db.tickets[t] = { accountId: id, expires: Date.now() + 60_000 };
      }),
    [ticket, account],
  );
  return ticket;
}

/** Signs out from the user menu, answering its question (as the reference console asks it) with 确认. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const ask = page.getByRole('alertdialog', { name: '提示' });
  await expect(ask).toContainText('此操作将退出登录, 是否继续?');
  await ask.getByRole('button', { name: '确认' }).click();
}

/** An account signed in once per worker: the session cookies and the demo store right after sign-in. */
interface SignedIn {
  cookies: Cookie[];
  store: string;
}
/** One sign-in per worker, account and console served (the two backend profiles are two origins). */
const signedInOnce = new Map<string, Promise<SignedIn>>();

async function signInOnce(browser: Browser, baseURL: string | undefined, who: Account): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await signIn(page, who);
    const store = await page.evaluate(() => JSON.stringify(window.__merchantDemo?.db()));
    return { cookies: await context.cookies(), store };
  } finally {
    await context.close();
  }
}

function signedInFor(page: Page, who: Account) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const baseURL = test.info().project.use.baseURL ?? '';
  const key = `${baseURL} ${who.account}`;
  if (!signedInOnce.has(key)) signedInOnce.set(key, signInOnce(browser, baseURL, who));
  return signedInOnce.get(key)!;
}

function changedStore(store: string, faults: OpenOptions['faults'], change: OpenOptions['change']) {
  const db = JSON.parse(store) as DemoDb;
  if (faults) db.faults = faults;
  change?.(db);
  return JSON.stringify(db);
}

interface OpenOptions {
  /** Who is signed in: the owner unless said. */
  as?: Account;
  /** Faults in the store, as the demo panel sets them. */
  faults?: Record<string, FaultKind>;
  /** Any other change to the store (settings, data), as the demo backend's `update` control makes one. */
  change?: (db: DemoDb) => void;
}

/** A store change for `openSignedIn`: the demo platform reviews products and activities at once. */
export const noReviewDelay = (db: DemoDb) => Object.assign(db.productSettings, { reviewDelayMs: 0 });

/** The demo store `openSignedIn` starts a test from: what a test looks its data up in before the page opens. */
export async function signedInStore(page: Page): Promise<DemoDb> {
  return JSON.parse((await signedInFor(page, OWNER)).store) as DemoDb;
}

/**
 * Opens `path` signed in (as the owner unless `as` says), without going through the sign-in page: the
 * worker signs in once, and each test starts from a copy of that moment (its cookies, and the demo store written to
 * IndexedDB where the demo backend reads it, as idb-keyval keeps it, with its change marker) — still a
 * store of its own, which `options` can change first (the page's first calls then already meet it).
 */
export async function openSignedIn(page: Page, path: string, { as = OWNER, faults, change }: OpenOptions = {}) {
  const { cookies, store } = await signedInFor(page, as);
  await page.context().addCookies(cookies);
  // Any page of the origin that is not the console, so the store is in place before the console starts.
  await page.goto('/favicon.svg');
  await page.evaluate(
    (text) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.addEventListener('upgradeneeded', () => open.result.createObjectStore('keyval'));
        open.addEventListener('error', () => reject(open.error ?? new Error('indexedDB')));
        open.addEventListener('success', () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(JSON.parse(text), 'merchant-demo-db');
          tx.addEventListener('complete', () => {
            open.result.close();
            // As a save of the demo backend does: a console already open in another tab reads the store again.
            localStorage.setItem('merchant-demo-revision', `fixture-${Date.now()}`);
            resolve();
          });
          tx.addEventListener('error', () => reject(tx.error ?? new Error('indexedDB')));
        });
      }),
    faults || change ? changedStore(store, faults, change) : store,
  );
  await page.goto(path);
}

/**
 * The console's code arrives late, as on a loaded machine: every script asked for from now on waits
 * `ms` before it goes out, so a page opened by a click takes that long to be drawn. Routed on the
 * context: the demo backend's service worker fetches the page's scripts, and a page's routes never see
 * what a service worker fetches (page.route here delayed nothing).
 */
export async function slowScripts(page: Page, ms: number) {
  await page.context().route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Opens `path` in the console already running in the tab, as one of its links does (the router's navigate,
 * which resolves once the page's data has loaded, redirects followed): for a walk over many pages, where a full load each would
 * only start the console again (some 1.5 s of CPU a page on a 2-core machine).
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate(async (href) => {
    // TanStack Router keeps the router it made on the window (router-core, in every browser build).
    const router = (window as { __TSR_ROUTER__?: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__;
    if (!router) throw new Error('the console is not running in this tab');
    await router.navigate({ href });
  }, path);
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

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is now (dialogs open included).
 * axe reports only violations in full: no selectors worked out for the thousands of passing and inapplicable
 * nodes, which nothing reads; the same rules run and find the same violations. (options() replaces the
 * whole run options, so it comes before withTags.)
 */
export async function seriousViolations(page: Page) {
  // Legacy mode: axe runs in the page itself, instead of gathering each frame's results in a blank page
  // it opens for the purpose (0.7–0.9 s more per check). The console has no cross-origin frame, the one
  // thing legacy mode does not look into.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * Takes an option in one of the console's selects (a combobox named by its label): opens it and
 * clicks the option. `scope` narrows where the select is (a dialog, a row); its list opens on the page.
 */
export async function choose(scope: Page | Locator, select: string | RegExp, option: string | RegExp) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: select, exact: typeof select === 'string' || undefined }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: typeof option === 'string' || undefined }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Opens the picture library with the button named `opener`, chooses the pictures named, in that order, and uses them. */
export async function pickPictures(page: Page, opener: string, names: string[]) {
  await page.getByRole('button', { name: opener }).click();
  const picker = page.getByRole('dialog', { name: '上传图片' });
  for (const name of names) await picker.getByRole('button', { name, exact: true }).click();
  await picker.getByRole('button', { name: '使用选中图片' }).click();
  await expect(picker).toBeHidden();
}

/**
 * Fills 商品信息, with a cover and two carousel pictures: a physical product's (a T恤 of 云上优品, by piece,
 * shipped free) unless told other choices; a product that is not shipped (`freight: null`) has no 运费模板.
 */
export async function fillBasics(
  page: Page,
  name: string,
  { category = 'T恤', brand = '云上优品', unit = '件', freight = '全国包邮' as string | null, summary = '夏季新款，透气舒适', cover = '龙井茶-3.png', carousel = ['普洱茶饼-3.png', '会员日-2.png'] } = {},
) {
  await page.getByLabel('商品名称').fill(name);
  await page.locator('#product-cate').click();
  await page.getByRole('option', { name: '新品上市' }).click();
  await page.keyboard.press('Escape');
  await page.locator('#product-category').click();
  await page.getByRole('option', { name: category }).click();
  await choose(page, /品牌$/, brand);
  await page.getByLabel('单位').fill(unit);
  if (freight !== null) await choose(page, /运费模板$/, freight);
  await page.locator('#product-keyword').fill('夏季');
  await page.keyboard.press('Enter');
  await page.getByLabel('商品简介').fill(summary);
  await pickPictures(page, '选择商品封面图', [cover]);
  await pickPictures(page, '添加轮播图', carousel);
}
