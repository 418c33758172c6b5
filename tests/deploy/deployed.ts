import { deflateSync } from 'node:zlib';
import { securityHeaders } from '../../scripts/lib/security-headers';
import { expect, fillBasics, OWNER, pickPictures, signOut, test, type Page } from '../e2e/fixtures';
import { startStack, type Stack, type StackOptions } from './stack';

// The console as a merchant runs it: the production bundle behind nginx configured as docs/deployment.md
// says, the demo backend as a server over HTTP (`npm run server`) behind it or on an origin of its own. A
// merchant's day on it, in order: sign in, every page of the menu, a product added with an uploaded picture
// and edited, an order shipped, a file exported and downloaded, the session ending, signing out, and all
// that was saved still there after the backend restarts. No console error, no exchange off the contract.

interface MenuNode {
  name?: string;
  title?: string;
  url?: string;
  path?: string;
  menuType?: string;
  hidden?: boolean;
  childList?: MenuNode[] | null;
  children?: MenuNode[] | null;
}

/** The owner's pages (menuType C) of the backend's menu tree, in either backend's shape. */
function pagesOf(nodes: MenuNode[]): Array<{ title: string; path: string }> {
  return nodes.flatMap((m) => [
    ...(m.menuType === 'C' && !m.hidden && (m.url ?? m.path ?? '').startsWith('/') && (m.url ?? m.path) !== '/javaMobile' ? [{ title: m.title ?? m.name ?? '', path: m.url ?? m.path ?? '' }] : []),
    ...pagesOf(m.childList ?? m.children ?? []),
  ]);
}

/** A real 60×40 PNG, so the upload goes through as a merchant's would. */
function png(width = 60, height = 40): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 40 + y * 4)])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function signIn(page: Page, site: string, path = '/dashboard') {
  await page.goto(`${site}${path}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('账号').fill(OWNER.account);
  await page.getByLabel('密码').fill(OWNER.pwd);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('real-name')).toHaveText(OWNER.name, { timeout: 20_000 });
}

export function deployedConsole(options: StackOptions & { title: string }) {
  test.describe(options.title, () => {
    test.describe.configure({ mode: 'serial' });
    let stack: Stack;
    const product = `部署测试杯 ${options.name}`;
    let shipped = '';

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      stack = await startStack(options);
    });
    test.afterAll(async () => {
      await stack?.stop();
    });

    test('every page of the owner’s menu opens, each sent with the security headers', async ({ page }) => {
      test.setTimeout(180_000);
      const menus = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/merchant/getMenus');
      await signIn(page, stack.site);
      const pages = pagesOf(((await (await menus).json()) as { data: MenuNode[] }).data);
      expect(pages.length).toBeGreaterThan(30);
      const expected = securityHeaders(stack.api === stack.site ? '' : stack.api);
      for (const { title, path } of pages) {
        const response = await page.goto(`${stack.site}${path}`);
        const headers = response?.headers() ?? {};
        for (const [name, value] of Object.entries(expected)) {
          // The page's policy as nginx sends it: the doc's, with the backend's origin added where it is another one.
          expect.soft(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
        }
        await expect.soft(page.getByRole('navigation', { name: '面包屑' }).locator('[aria-current="page"]'), path).toHaveText(title);
        await expect.soft(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
        await expect.soft(page.getByText('数据加载失败'), path).toHaveCount(0);
      }
    });

    test('a product added with an uploaded picture, then edited', async ({ page }) => {
      test.setTimeout(120_000);
      // The picture uploaded to the backend over HTTP, from the picture library.
      await signIn(page, stack.site, '/maintain/picture');
      await page.getByRole('button', { name: '上传图片' }).click();
      const upload = page.getByRole('dialog', { name: '上传图片' });
      await upload.getByLabel('选择图片文件').setInputFiles([{ name: '部署封面.png', mimeType: 'image/png', buffer: png() }]);
      await upload.getByRole('button', { name: '开始上传' }).click();
      await expect(page.getByText('上传成功')).toBeVisible();

      await page.goto(`${stack.site}/product/list/creatProduct/0/2?productType=0`);
      await fillBasics(page, product, { cover: '部署封面.png', carousel: ['部署封面.png'] });
      const cover = page.getByRole('img', { name: '商品封面图' });
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
      await page.getByRole('tab', { name: '规格库存' }).click();
      await pickPictures(page, '默认 图片', ['部署封面.png']);
      await page.getByLabel('默认 售价').fill('39.9');
      await page.getByLabel('默认 库存').fill('12');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      // The list the save goes to (the form's own address is under /product/list too).
      await expect(page).toHaveURL(/\/product\/list\?type=\d+$/);

      await page.goto(`${stack.site}/product/list?type=8`);
      const row = page.getByRole('table', { name: '商品列表' }).getByRole('row').filter({ hasText: product });
      await row.getByRole('button', { name: '编辑' }).click();
      await expect(page.getByLabel('商品名称')).toHaveValue(product);
      await page.getByRole('tab', { name: '规格库存' }).click();
      await expect(page.getByLabel('默认 售价')).toHaveValue('39.90');
      await page.getByLabel('默认 售价').fill('42');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      // The list the save goes to (the form's own address is under /product/list too).
      await expect(page).toHaveURL(/\/product\/list\?type=\d+$/);
      await page.goto(`${stack.site}/product/list?type=8`);
      await expect(page.getByRole('table', { name: '商品列表' }).getByRole('row').filter({ hasText: product })).toContainText('42.00');
    });

    test('an order shipped', async ({ page }) => {
      await signIn(page, stack.site, '/order/list?status=notShipped');
      const orders = page.getByRole('table', { name: '订单列表' });
      const row = orders.getByRole('row').filter({ has: page.getByRole('button', { name: '发货' }) }).first();
      shipped = /SH\d{18,}/.exec(await row.innerText())?.[0] ?? '';
      expect(shipped).not.toBe('');
      await row.getByRole('button', { name: '发货' }).click();
      const dialog = page.getByRole('dialog', { name: '订单发送货' });
      await dialog.getByLabel('快递单号').fill('SF2026120601');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('发货成功')).toBeVisible();
    });

    test('a file exported and downloaded', async ({ page }) => {
      const path = options.wire === 'reference' ? '/order/list' : '/product/list';
      await signIn(page, stack.site, path);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '导出' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
      const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
      // An xlsx is a zip.
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    });

    test('a session that ends sends the merchant to sign in, and back to the page', async ({ page }) => {
      await signIn(page, stack.site, '/user/index');
      await expect(page.getByRole('table', { name: /用户/ }).first()).toBeVisible();
      // Once the page has all it asks for (a call still on its way would meet the session gone first)…
      await page.waitForLoadState('networkidle');
      // …a day passes: the backend's session ends (it keeps one a day unused, as the reference does).
      stack.ageSessions();
      await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '订单' }).click();
      await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '订单管理' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2Flist/);
      await page.getByLabel('账号').fill(OWNER.account);
      await page.getByLabel('密码').fill(OWNER.pwd);
      await page.getByRole('button', { name: '登录' }).click();
      await expect(page).toHaveURL(/\/order\/list/);
      await expect(page.getByRole('table', { name: '订单列表' })).toBeVisible();
    });

    test('signing out, then all that was saved is there after the backend is killed and started again', async ({ page }) => {
      await signIn(page, stack.site, '/product/list');
      await signOut(page);
      await expect(page).toHaveURL(/\/login/);

      await page.goto('about:blank');
      await stack.backend.stop('SIGKILL');
      await stack.backend.start();
      await signIn(page, stack.site, '/product/list?type=8');
      await expect(page.getByRole('table', { name: '商品列表' }).getByRole('row').filter({ hasText: product })).toContainText('42.00');
      await page.goto(`${stack.site}/order/list?status=spike`);
      await expect(page.getByRole('table', { name: '订单列表' })).toContainText(shipped);
    });
  });
}
