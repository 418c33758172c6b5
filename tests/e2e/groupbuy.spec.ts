import { Big } from 'big.js';
import { compareMoney, money } from './money';
import { expect, LONG_FLOW_MS, noReviewDelay, openSignedIn, signedInStore, test } from './fixtures';

const pad = (n: number) => String(n).padStart(2, '0');
/** A date-time `days` from now as the console's date-time box shows it. */
const local = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};

test('create a group-buy activity with a product and group prices; approved, it shows under 已通过 as not started', async ({ page }) => {
  test.setTimeout(90_000);
  // A product on sale that no activity uses.
  const db = await signedInStore(page);
  const used = new Set(db.groupActivities.flatMap((a) => a.skus.map((s) => s.productId)));
  const found = db.products.find((x) => x.auditStatus === 2 && x.isShow && !x.isRecycle && x.type === 0 && !used.has(x.id))!;
  const product = { name: found.name, prices: found.attrValue.map((v) => v.price) };
  const cheapest = product.prices.reduce((min, price) => (compareMoney(price, min) < 0 ? price : min));
  // Half the cheapest SKU's price, cut to the cent.
  const groupPrice = new Big(cheapest).div(2).round(2, Big.roundDown).toFixed(2);

  await openSignedIn(page, '/marketing/group/activity', { change: noReviewDelay });
  await page.getByRole('link', { name: '添加活动' }).click();
  await expect(page).toHaveURL(/\/marketing\/group\/createGroup$/);
  // 凑团 starts off, as in the reference, and 虚拟成团 waits for it.
  await expect(page.getByRole('switch', { name: '凑团' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: '虚拟成团' })).toHaveCount(0);
  await page.getByLabel('活动名称').fill('周年庆三人团');
  await page.getByLabel('活动开始时间').fill(local(1));
  await page.getByLabel('活动结束时间').fill(local(0.5));
  await page.getByLabel('成团人数').fill('3');
  await page.getByLabel('成团有效期').fill('24');
  await page.getByLabel('活动限购').fill('4');
  await page.getByLabel('单次限购').fill('2');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('结束时间必须大于开始时间')).toBeVisible();
  await page.getByLabel('活动结束时间').fill(local(8));
  await page.getByRole('button', { name: '下一步' }).click();

  await page.getByRole('button', { name: '添加商品' }).click();
  const picker = page.getByRole('dialog', { name: '商品列表' });
  await picker.getByLabel('商品名称').fill(product.name);
  await picker.getByLabel('商品名称').press('Enter');
  await picker.getByRole('checkbox', { name: `选择 ${product.name}` }).check();
  await picker.getByRole('button', { name: '确定' }).click();

  await page.getByRole('button', { name: `设置拼团价 ${product.name}` }).click();
  const price = page.getByRole('dialog', { name: new RegExp(`：${product.name}$`) });
  await price.getByRole('textbox').fill(groupPrice);
  await price.getByRole('button', { name: '确定' }).click();
  await page.getByRole('button', { name: `设置拼团限量 ${product.name}` }).click();
  const quota = page.getByRole('dialog', { name: new RegExp(`：${product.name}$`) });
  await quota.getByRole('textbox').fill('1');
  await quota.getByRole('button', { name: '确定' }).click();
  const skus = page.getByRole('table', { name: '拼团商品' });
  await expect(skus.getByRole('textbox', { name: /拼团价$/ }).first()).toHaveValue(groupPrice);

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/group\/activity\/3/);

  await page.getByRole('tab', { name: /^已通过/ }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: '周年庆三人团' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('未开始');
  const saved = await page.evaluate(() => window.__merchantDemo!.db().groupActivities.find((a) => a.groupName === '周年庆三人团'));
  expect(saved?.groupStatus).toBe(4);
  expect(saved?.skus.every((s) => money(s.activePrice) === groupPrice && s.quotaShow <= 1)).toBe(true);
});

test('rows offer by state what the reference offers; 复制 (type 2) starts a new activity from one, 编辑 (type 1) changes it', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  const db = await signedInStore(page);
  const home = db.groupActivities.find((a) => a.groupName === '周末家居拼团')!;
  await openSignedIn(page, '/marketing/group/activity/3', { change: noReviewDelay });
  const table = page.getByRole('table', { name: '拼团活动列表' });
  const actions = (name: string) => table.getByRole('row').filter({ hasText: name }).getByRole('cell').last().locator('a, button');
  // Under review: 详情, 复制, 撤回 and nothing else.
  await expect(actions('水果拼团尝鲜')).toHaveText(['详情', '复制', '撤回']);
  await page.getByRole('tab', { name: /^已撤销/ }).click();
  await expect(actions('周末家居拼团')).toHaveText(['详情', '编辑', '复制', '删除']);

  await table.getByRole('link', { name: '复制 周末家居拼团' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketing/group/createGroup/${home.id}/2$`));
  await expect(page.getByRole('heading', { name: '添加拼团活动' })).toBeVisible();
  await expect(page.getByLabel('活动名称')).toHaveValue('周末家居拼团');
  await page.getByLabel('活动名称').fill('周末家居拼团（二期）');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/group\/activity\/3/);
  const after = await page.evaluate(() => window.__merchantDemo!.db().groupActivities.filter((a) => a.groupName.startsWith('周末家居拼团')));
  // A new activity; the original stays as it was, withdrawn.
  expect(after.map((a) => [a.groupName, a.id === home.id])).toEqual([
    ['周末家居拼团', true],
    ['周末家居拼团（二期）', false],
  ]);
  expect(after[0]?.groupStatus).toBe(2);

  await page.getByRole('tab', { name: /^已撤销/ }).click();
  await table.getByRole('link', { name: '编辑 周末家居拼团' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketing/group/createGroup/${home.id}/1$`));
  await expect(page.getByRole('heading', { name: '编辑拼团活动' })).toBeVisible();
  await expect(page.getByLabel('活动名称')).toHaveValue('周末家居拼团');
});

test('a group’s details list its members, the leader tagged 团长', async ({ page }) => {
  const record = (await signedInStore(page)).groupRecords.filter((r) => r.recordStatus === 10).toSorted((a, b) => b.createTime.localeCompare(a.createTime))[0];
  const group = { id: record.id, members: record.members.map((m) => `${m.memberNickname} / ${m.memberId}`) };
  await openSignedIn(page, '/marketing/group/list');
  await page.getByRole('button', { name: `详情 ${group.id}` }).click();
  const drawer = page.getByRole('dialog', { name: '拼团详情' });
  const members = drawer.getByRole('table', { name: '参团成员' });
  await expect(members.locator('tbody tr')).toHaveCount(group.members.length);
  for (const [i, member] of group.members.entries()) await expect(members.locator('tbody tr').nth(i)).toContainText(member);
  await expect(members.locator('tbody tr').first()).toContainText('团长');
  await expect(drawer.getByRole('list', { name: '拼团信息' })).toContainText('已成功');
});
