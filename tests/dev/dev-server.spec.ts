import { spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuItem } from '../../src/api/generated/model';
import { EXCLUDED_MENU_URL, isExternalUrl } from '../../src/lib/menu-access';
import { ownerMenus } from '../../src/mocks/seed/menus';
import { expect, fillSignIn, OWNER, signOut, test as e2e, type Page } from '../e2e/fixtures';

/**
 * `npm run dev` as a developer meets it after `npm ci`: started with no dependency cache, the owner signs
 * in, opens every page of the menu by the sidebar and again by typing its address, opens a dialog in every
 * area, signs out, and does it all again. Any console error or warning, any error boundary or any page
 * whose content is not drawn fails it (the e2e fixtures add uncaught errors and off-contract exchanges).
 */
const test = e2e.extend<object, { devServer: string }>({
  devServer: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the dev server project needs a baseURL');
      const { port } = new URL(baseURL);
      rmSync('node_modules/.vite', { recursive: true, force: true });
      const log = createWriteStream(join(workerInfo.project.outputDir, `dev-server-${port}.log`));
      // Its own process group, so stopping it also stops vite under npm.
      const server = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', port, '--strictPort'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      server.stdout.pipe(log);
      server.stderr.pipe(log);
      const exited = new Promise<never>((_, reject) => server.on('exit', (code) => reject(new Error(`npm run dev exited (${code}), see ${log.path}`))));
      const up = (async () => {
        for (;;) {
          if (await fetch(`${baseURL}/login`).then((r) => r.ok, () => false)) return;
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      await Promise.race([up, exited]);
      await use(baseURL);
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
      log.end();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
});

interface MenuPage {
  area: string;
  name: string;
  url: string;
}

/** The owner's sidebar pages, from the demo backend's menu tree: what the sidebar must offer. */
function pagesOf(items: readonly MenuItem[], area?: string): MenuPage[] {
  return items
    .filter((item) => !item.hidden && item.url !== EXCLUDED_MENU_URL && !isExternalUrl(item.url))
    .flatMap((item) => {
      const children = item.childList.filter((c) => c.menuType !== 'A');
      return children.length > 0 ? pagesOf(children, area ?? item.name) : [{ area: area ?? item.name, name: item.name, url: item.url }];
    });
}
const PAGES = pagesOf(ownerMenus);

/** One dialog per area of the menu, opened on the page named, the way a user opens it. */
const DIALOGS: Record<string, (page: Page) => Promise<void>> = {
  主页: async (page) => {
    await page.keyboard.press('Control+k');
    await closeDialog(page, page.getByRole('dialog', { name: '搜索菜单' }));
  },
  商品标签: async (page) => {
    await page.getByRole('button', { name: '添加标签' }).click();
    await closeDialog(page, page.getByRole('dialog', { name: '添加标签' }));
  },
  订单管理: async (page) => {
    await page.getByRole('table', { name: '订单列表' }).getByRole('button', { name: '详情' }).first().click();
    await closeDialog(page, page.getByRole('dialog', { name: /订单详情/ }));
  },
  用户管理: async (page) => {
    await page.getByRole('table', { name: '用户列表' }).getByRole('button', { name: '用户详情' }).first().click();
    await closeDialog(page, page.getByRole('dialog', { name: '用户详情' }));
  },
  结算记录: async (page) => {
    await page.getByRole('button', { name: '申请结算' }).click();
    await closeDialog(page, page.getByRole('dialog', { name: '申请结算' }));
  },
  新人礼: async (page) => {
    await page.getByRole('button', { name: '添加优惠券' }).click();
    await closeDialog(page, page.getByRole('dialog', { name: '优惠劵' }));
  },
  砍价记录: async (page) => {
    await page.getByRole('button', { name: /^详情/ }).first().click();
    await closeDialog(page, page.getByRole('dialog', { name: '砍价详情' }));
  },
  草稿列表: async (page) => {
    await page.getByRole('button', { name: '删除' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  },
  身份管理: async (page) => {
    await page.getByRole('button', { name: '添加身份' }).click();
    await closeDialog(page, page.getByRole('dialog', { name: '添加身份' }));
  },
  员工管理: async (page) => {
    await page.getByRole('button', { name: '添加员工' }).click();
    await closeDialog(page, page.getByRole('dialog', { name: '添加员工' }));
  },
  // An upload, as the walk that found the fault made: the picture goes to the library.
  素材管理: async (page) => {
    await page.getByRole('button', { name: '上传图片' }).click();
    const upload = page.getByRole('dialog', { name: '上传图片' });
    await upload.getByLabel('选择图片文件').setInputFiles([{ name: '开发服务器.png', mimeType: 'image/png', buffer: PNG }]);
    await upload.getByRole('button', { name: '开始上传' }).click();
    await expect(page.getByText('上传成功')).toBeVisible();
    await expect(page.getByRole('list', { name: '图片列表' }).getByRole('button', { name: '开发服务器.png' }).first()).toBeVisible();
  },
};

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function closeDialog(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The page's content is on screen: its title set, nothing in the main area still loading, no error
 * boundary (the console's page error, or a block's load failure) in its place.
 */
async function expectDrawn(page: Page, { name, url }: MenuPage, how: string) {
  const state = () =>
    page
      .evaluate((title) => {
        const main = document.querySelector('main');
        const alert = [...(main?.querySelectorAll('[role="alert"]') ?? [])].map((a) => a.textContent ?? '').find((t) => /页面出错了|数据加载失败/.test(t));
        if (alert) return `error: ${alert}`;
        if (!document.title.startsWith(`${title} - `)) return `title: ${document.title}`;
        if (!main || main.querySelector('[aria-busy="true"]')) return 'loading';
        return (main.textContent ?? '').trim() ? 'drawn' : 'empty';
      }, name)
      // A page load under way (the dev server may reload the page once it has bundled it).
      .catch(() => 'navigating');
  await expect.poll(state, { message: `${name} (${url}) by ${how}`, timeout: 30_000, intervals: [50] }).toMatch(/^(drawn|error)/);
  expect(await state(), `${name} (${url}) by ${how}`).toBe('drawn');
}

async function openByMenu(page: Page, target: MenuPage) {
  const menu = page.getByRole('navigation', { name: '主菜单' });
  if (target.area !== target.name) {
    const group = menu.getByRole('button', { name: target.area, exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  await menu.getByRole('link', { name: target.name, exact: true }).click();
  await expectDrawn(page, target, 'the sidebar');
}

// One walk from a cold server: a second one after it found nothing the first did not (the server is warm
// by then) and cost the run a worker for one to three minutes.
test('sign in, every menu page by the sidebar and by its address, a dialog per area, sign out', async ({ page }) => {
  test.setTimeout(600_000);
  expect(PAGES.length).toBeGreaterThan(40);
  const areasWithDialog = Object.keys(DIALOGS).map((name) => PAGES.find((p) => p.name === name)?.area);
  expect(new Set(areasWithDialog), 'a dialog in every area of the menu').toEqual(new Set(PAGES.map((p) => p.area)));
  await page.goto('/login');
  // The first start bundles the console while the browser waits.
  await expect(page.getByLabel('密码')).toBeVisible({ timeout: 90_000 });
  await fillSignIn(page, OWNER.account, OWNER.pwd);
  await expect(page.getByTestId('real-name')).toHaveText(OWNER.name, { timeout: 60_000 });

  // By address first: each is a fresh page load of a page not opened yet, where a dev server that
  // compiles pages on demand has the most to do.
  await test.step('every page by its address', async () => {
    for (const target of PAGES) {
      await page.goto(target.url);
      await expectDrawn(page, target, 'its address');
    }
  });
  await test.step('every page by the sidebar, a dialog per area', async () => {
    for (const target of PAGES) {
      await openByMenu(page, target);
      await DIALOGS[target.name]?.(page);
    }
  });

  await signOut(page);
  await expect(page.getByLabel('密码')).toBeVisible();
});
