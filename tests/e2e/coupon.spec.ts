import { expect, openSignedIn, test, type Page } from './fixtures';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time `days` from now as the console's date-time box shows it. */
const local = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};

const table = (page: Page) => page.getByRole('table', { name: '优惠券列表' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('create a limited coupon with a receive window, copy it, switch the copy off and delete it', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/coupon/list');
  await page.getByRole('link', { name: '添加优惠劵' }).click();
  await expect(page).toHaveURL(/\/coupon\/list\/save$/);
  const form = page.getByRole('form', { name: '添加优惠劵' });
  await form.getByLabel('优惠劵名称').fill('周末满100减15');
  await form.getByLabel('优惠券面值').fill('15');
  await form.getByRole('group', { name: '使用门槛' }).getByLabel('有门槛', { exact: true }).check();
  await form.getByLabel('优惠券最低消费').fill('10');
  await form.getByRole('group', { name: '领取是否限时' }).getByLabel('限时', { exact: true }).check();
  await form.getByLabel('领取开始时间').fill(local(5));
  await form.getByLabel('领取结束时间').fill(local(1));
  await form.getByRole('group', { name: '是否限量' }).getByLabel('限量', { exact: true }).check();
  await form.getByLabel('发布数量').fill('0');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('结束时间必须大于开始时间')).toBeVisible();
  await expect(form.getByText('发布数量必须大于0')).toBeVisible();
  // A threshold below the face value is the merchant's choice (the reference backend has no rule against it).
  await expect(form.getByText('使用门槛不能低于优惠券面值')).toHaveCount(0);

  await form.getByLabel('优惠券最低消费').fill('100');
  await form.getByLabel('领取结束时间').fill(local(10));
  await form.getByLabel('发布数量').fill('200');
  await form.getByLabel('使用有效期限（天）').fill('30');
  await form.getByRole('group', { name: '状态' }).getByLabel('开启', { exact: true }).check();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/coupon\/list$/);
  const created = rowOf(page, '周末满100减15');
  await expect(created).toContainText('满100元可用');
  await expect(created).toContainText('30天');
  await expect(created).toContainText('200');

  await created.getByRole('link', { name: '复制 周末满100减15' }).click();
  const copy = page.getByRole('form', { name: '复制优惠劵' });
  await expect(copy.getByLabel('优惠劵名称')).toHaveValue('周末满100减15');
  await copy.getByLabel('优惠劵名称').fill('周末满100减15（加推）');
  await copy.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/coupon\/list$/);
  const copied = rowOf(page, '周末满100减15（加推）');
  await expect(copied).toBeVisible();
  await expect(rowOf(page, '周末满100减15')).toBeVisible();

  const open = copied.getByRole('switch', { name: '周末满100减15（加推） 开启' });
  await expect(open).toBeChecked();
  await open.click();
  await expect(open).not.toBeChecked();
  await expect(copied.getByRole('link', { name: /^复制/ })).toHaveCount(0);
  await page.reload();
  await expect(rowOf(page, '周末满100减15（加推）').getByRole('switch')).not.toBeChecked();

  await rowOf(page, '周末满100减15（加推）').getByRole('button', { name: '删除 周末满100减15（加推）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rowOf(page, '周末满100减15（加推）')).toHaveCount(0);
  await expect(rowOf(page, '周末满100减15')).toBeVisible();
});

test('configure the new-user gift with the coupon picker; it is there after a reload', { tag: '@spec-calls' }, async ({ page }) => {
  await openSignedIn(page, '/coupon/newGift');
  const gift = page.getByRole('form', { name: '新人礼' });
  const coupons = gift.getByRole('table', { name: '新人礼优惠券' });
  await expect(coupons).toContainText('无门槛5元券');
  await gift.getByRole('button', { name: '+ 添加优惠券' }).click();
  const picker = page.getByRole('dialog', { name: '优惠劵' });
  await picker.getByRole('checkbox', { name: '选择 满200减30' }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(coupons).toContainText('满200减30');
  await coupons.getByRole('button', { name: '删除 无门槛5元券' }).click();
  await gift.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: '新人礼优惠券' })).toContainText('满200减30');
  await expect(page.getByRole('table', { name: '新人礼优惠券' })).not.toContainText('无门槛5元券');
});
