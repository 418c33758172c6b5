import { deflateSync } from 'node:zlib';
import { choose, expect, LONG_FLOW_MS, openSignedIn, STAFF, test } from './fixtures';

/** A real 40×40 PNG, built here so the test needs no fixture file. */
function png(width = 40, height = 40): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, y * 6)])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test('create a category, upload a PNG into it, crop it, pick it in a form, move it and delete it', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await openSignedIn(page, '/maintain/picture');
  const categories = page.getByRole('navigation', { name: '图片分类' });

  await page.getByRole('button', { name: '添加分类', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '添加分类' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入分类名称')).toBeVisible();
  await choose(dialog, '上级分类', '顶级分类');
  await dialog.getByLabel('分类名称').fill('  新品图  ');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  await categories.getByRole('button', { name: '新品图', exact: true }).click();
  await expect(page.getByText('暂无图片')).toBeVisible();

  await page.getByRole('button', { name: '上传图片' }).click();
  const upload = page.getByRole('dialog', { name: '上传图片' });
  await expect(upload.getByRole('button', { name: '上传', exact: true })).toBeVisible();
  await upload.getByLabel('选择图片文件').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  await expect(page.getByRole('alert').filter({ hasText: '图片类型必须是.gif,jpeg,jpg,png,bmp中的一种' })).toBeVisible();
  await upload.getByLabel('选择图片文件').setInputFiles([{ name: '新品海报.png', mimeType: 'image/png', buffer: png() }]);
  await upload.getByRole('button', { name: '裁剪图片' }).click();
  const crop = page.getByRole('dialog', { name: '裁剪图片' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: '向右旋转' }).click();
  await expect(crop.getByText('旋转 90°')).toBeVisible();
  await crop.getByRole('button', { name: '确定' }).click();
  await expect(crop).toBeHidden();
  await expect(upload.getByRole('list', { name: '待上传文件' })).toContainText('新品海报.png');
  await upload.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText('上传成功')).toBeVisible();
  const grid = page.getByRole('list', { name: '图片列表' });
  await expect(grid.getByRole('button', { name: '新品海报.png' })).toBeVisible();

  // Survives a reload: the demo backend keeps the file.
  await page.reload();
  await categories.getByRole('button', { name: '新品图', exact: true }).click();
  await grid.getByRole('button', { name: '新品海报.png' }).click();
  await expect(grid.getByRole('button', { name: '新品海报.png' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('已选 1 项')).toBeVisible();

  // Picked in a form: the product form's cover picture, from the same library, shown from the stored file.
  await page.goto('/product/list/creatProduct/0/2?productType=0');
  await page.getByRole('button', { name: '选择商品封面图' }).click();
  const picker = page.getByRole('dialog', { name: '上传图片' });
  await picker.getByRole('navigation', { name: '图片分类' }).getByRole('button', { name: '新品图', exact: true }).click();
  await picker.getByRole('button', { name: '新品海报.png' }).click();
  await picker.getByRole('button', { name: '使用选中图片' }).click();
  const cover = page.getByRole('img', { name: '商品封面图' });
  await expect(cover).toHaveAttribute('src', /^\/demo-files\/upload\/\d+\.png$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Leaving the unsaved form asks first.
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '维护' }).click();
  await menu.getByRole('link', { name: '素材管理' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确认关闭？');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL('/maintain/picture');
  await categories.getByRole('button', { name: '新品图', exact: true }).click();
  await grid.getByRole('button', { name: '新品海报.png' }).click();

  await choose(page, '移动至分类', '活动海报');
  await page.getByRole('button', { name: '移动', exact: true }).click();
  await expect(page.getByText('暂无图片')).toBeVisible();
  await categories.getByRole('button', { name: '活动海报', exact: true }).click();
  await grid.getByRole('button', { name: '新品海报.png' }).click();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(grid.getByRole('button', { name: '新品海报.png' })).toHaveCount(0);

  await categories.getByRole('button', { name: '删除 新品图' }).click();
  await expect(page.getByRole('alertdialog').getByText('删除当前分类吗')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(categories.getByRole('button', { name: '新品图', exact: true })).toHaveCount(0);
});

test('selection shows the click order and clears on a page or view change', async ({ page }) => {
  await openSignedIn(page, '/maintain/picture');
  const grid = page.getByRole('list', { name: '图片列表' });
  const tiles = grid.getByRole('button');
  await expect(tiles).toHaveCount(18);
  await tiles.nth(2).click();
  await tiles.nth(0).click();
  await expect(tiles.nth(2)).toContainText('1');
  await expect(tiles.nth(0)).toContainText('2');
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '2' }).click();
  await expect(page.getByText('已选 0 项')).toBeVisible();
  await page.getByRole('button', { name: '列表' }).click();
  await expect(page.getByRole('table', { name: '图片列表' }).locator('tbody tr')).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
});

test('the staff account without attachment permissions sees no delete or move', async ({ page }) => {
  await openSignedIn(page, '/maintain/picture', { as: STAFF });
  await expect(page.getByRole('list', { name: '图片列表' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '上传图片' })).toBeVisible();
  await expect(page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('移动至分类')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '添加分类', exact: true })).toHaveCount(0);
});
