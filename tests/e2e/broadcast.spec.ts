import { expect, noReviewDelay, openSignedIn, test } from './fixtures';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:00` as the console's date-time box shows it, hours from now. */
function later(hours: number) {
  const d = new Date(Date.now() + hours * 3_600_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
}

test('live goods submitted for review, then a live room with those goods: review states visible on both lists', async ({ page }) => {
  test.setTimeout(120_000);
  // The pictures the console sends to WeChat (the reference's saves need the media ids it answers).
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mp/media/uploadlocal')) uploads.push((request.postDataJSON() as { imagePath: string }).imagePath);
  });

  // 添加直播商品: one product from the live-goods picker, priced as a range.
  await openSignedIn(page, '/marketing/broadcast/product', { change: noReviewDelay });
  const goods = page.getByRole('table', { name: '直播商品列表' });
  await expect(goods.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('link', { name: '添加直播商品' }).click();
  await page.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '商品列表' });
  const pickRow = picker.getByRole('table').locator('tbody tr').first();
  await expect(pickRow).toBeVisible();
  await pickRow.getByRole('checkbox').check();
  await picker.getByRole('button', { name: '确定' }).click();
  const row = page.getByRole('row', { name: /^第1行/ });
  const productPicture = await row.getByRole('img', { name: '商品图预览' }).getAttribute('src');
  await expect.poll(() => uploads).toEqual([productPicture]);
  await row.getByLabel('商品名称').fill('原木收纳箱直播专享');
  await row.getByRole('radio', { name: '价格区间' }).check();
  await row.getByLabel('最低价').fill('99');
  await row.getByLabel('最高价').fill('59');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(row.getByText('最高价必须大于最低价')).toBeVisible();
  await row.getByLabel('最高价').fill('159');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/broadcast\/product/);
  const added = goods.locator('tbody tr').filter({ hasText: '原木收纳箱直播专享' });
  await expect(added).toContainText('¥99.00~¥159.00');
  await expect(added).toContainText('微信审核成功');
  // Saved with the media id the demo's WeChat gave for that picture.
  const savedCover = await page.evaluate(() => {
    const db = window.__merchantDemo!.db();
    const item = db.liveGoods.find((g) => g.name === '原木收纳箱直播专享');
    return item && { local: item.coverImgUrlLocal, media: item.coverImgUrl ? db.wechatMedia[item.coverImgUrl]?.path : undefined };
  });
  expect(savedCover).toEqual({ local: productPicture, media: productPicture });
  await page.getByRole('tablist', { name: '审核状态' }).getByRole('tab', { name: '平台审核失败' }).click();
  await expect(goods.locator('tbody tr').first()).toContainText('原因');

  // 添加直播间 with the approved goods imported.
  await page.goto('/marketing/broadcast/room');
  const rooms = page.getByRole('table', { name: '直播间列表' });
  await expect(rooms.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('link', { name: '添加直播间' }).click();
  const form = page.getByRole('form', { name: '添加直播间' });
  await form.getByLabel('直播间名字').fill('周末');
  await form.getByLabel('主播昵称').fill('张店长');
  await form.getByLabel('主播微信号').fill('zhang_wood');
  await form.getByLabel('开始时间').fill(later(2));
  await form.getByLabel('结束时间').fill(later(2.25));
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByText('开播时间和结束时间间隔不得短于30分钟，不得超过24小时').first()).toBeVisible();
  await form.getByLabel('直播间名字').fill('周末原木家居专场');
  await form.getByLabel('结束时间').fill(later(4));
  const library = page.getByRole('dialog', { name: '上传图片' });
  const pick = async (picture: string, tile: string | null) => {
    await form.getByRole('button', { name: `选择${picture}` }).click();
    const tiles = library.getByRole('list', { name: '图片列表' }).getByRole('button');
    await (tile ? library.getByRole('button', { name: tile, exact: true }) : tiles.first()).click();
    await library.getByRole('button', { name: '使用选中图片' }).click();
    await expect(library).toBeHidden();
  };
  // The newest picture of the library (168 KB) is too large for the channel cover (100K).
  await pick('直播频道封面图', null);
  await expect(form.getByText('直播频道封面图大小不能超过100K，请重新选择')).toBeVisible();
  for (const [picture, tile] of [
    ['背景图', null],
    ['分享图', null],
    ['直播频道封面图', '新品上市-2.png'],
  ] as const) {
    await pick(picture, tile);
    await expect(form.getByRole('button', { name: `更换${picture}` })).toBeVisible();
  }
  await form.getByRole('button', { name: '导入商品' }).click();
  const choose = page.getByRole('dialog', { name: '选择直播商品' });
  await choose.getByRole('checkbox', { name: /^原木收纳箱直播专享/ }).check();
  await choose.getByRole('button', { name: '确定' }).click();
  await expect(form.getByRole('table', { name: '已导入商品' })).toContainText('原木收纳箱直播专享');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  // Each picture went to WeChat when it was chosen (the refused one did not), and the room names them by its media ids.
  const pictures = await page.evaluate(() => {
    const db = window.__merchantDemo!.db();
    const room = db.liveRooms.find((r) => r.roomName === '周末原木家居专场');
    const pathOf = (mediaId: string | undefined) => (mediaId ? db.wechatMedia[mediaId]?.path : undefined);
    return room && { local: [room.coverImgLocal, room.shareImgLocal, room.feedsImgLocal], media: [pathOf(room.coverImg), pathOf(room.shareImg), pathOf(room.feedsImg)] };
  });
  expect(pictures?.media).toEqual(pictures?.local);
  expect(uploads.slice(1)).toEqual([...new Set(pictures?.local)]);

  const room = rooms.locator('tbody tr').filter({ hasText: '周末原木家居专场' });
  await expect(room).toContainText('微信审核成功');
  await expect(room).toContainText('未开始');
  await room.getByRole('button', { name: '详情 周末原木家居专场' }).click();
  const drawer = page.getByRole('dialog', { name: '直播间详情' });
  await expect(drawer.getByRole('table', { name: '直播间商品' })).toContainText('原木收纳箱直播专享');
  await page.keyboard.press('Escape');
  await page.getByRole('tablist').getByRole('tab', { name: '平台审核失败' }).click();
  await expect(rooms.locator('tbody tr').first()).toContainText('平台审核失败');
  await expect(rooms.locator('tbody tr').filter({ hasText: '周末原木家居专场' })).toHaveCount(0);
});

test('成为主播 shows WeChat’s anchor code; a room starting within 10 minutes is refused in the reference’s words', async ({ page }) => {
  const ANCHOR_CODE = 'https://res.wx.qq.com/op_res/9rSix1dhHfK4rR049JL0PHJ7TpOvkuZ3mE0z7Ou_Etvjf-w1J_jVX0rZqeStLfwh';
  await openSignedIn(page, '/marketing/broadcast/room');
  await page.getByRole('button', { name: '成为主播' }).click();
  const popover = page.getByRole('dialog', { name: '主播码' });
  await expect(popover.getByRole('img', { name: '主播码' })).toHaveAttribute('src', ANCHOR_CODE);
  // The demo draws WeChat's image at its address (its worker reaches no other origin): it loads.
  await expect.poll(() => popover.getByRole('img', { name: '主播码' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  await page.getByRole('link', { name: '添加直播间' }).click();
  const form = page.getByRole('form', { name: '添加直播间' });
  await expect(form.getByText('开播时间需要在当前时间的10分钟后，并且开始时间不能在6个月之后。开播时间和结束时间间隔不得短于30分钟，不得超过24小时')).toBeVisible();
  await form.getByLabel('开始时间').fill(later(5 / 60));
  await form.getByLabel('结束时间').fill(later(1));
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '开播时间需要在当前时间的10分钟后' })).toBeVisible();
  await form.getByLabel('开始时间').fill(later(24 * 200));
  await form.getByLabel('结束时间').fill(later(24 * 200 + 1));
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '开始时间不能在6个月之后' })).toBeVisible();
});
