import { expect, signIn, test } from './fixtures';

test('the bargain records: reached from the menu, by state with counts, searched, with who helped', async ({ page }) => {
  await signIn(page);
  const side = page.getByRole('navigation', { name: '主菜单' });
  await side.getByRole('button', { name: '营销' }).click();
  await side.getByRole('button', { name: '砍价' }).click();
  await side.getByRole('link', { name: '砍价记录' }).click();
  await expect(page).toHaveURL(/\/marketing\/bargain\/list$/);
  const tabs = page.getByRole('tablist', { name: '砍价状态' });
  await expect(tabs.getByRole('tab', { name: /^进行中\(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: /^已成功/ }).click();
  const table = page.getByRole('table', { name: '砍价记录列表' });
  await expect(table.locator('tbody tr').first()).toContainText('已成功');
  await expect(table.locator('tbody tr').filter({ hasNotText: '已成功' })).toHaveCount(0);
  const nickname = (await table.locator('tbody tr').first().getByRole('cell').nth(1).textContent())!.split(' / ')[0].trim();
  await page.getByLabel('搜索').fill(nickname);
  await expect(page).toHaveURL(/keywords=/);
  await expect(table.locator('tbody tr').filter({ hasNotText: nickname })).toHaveCount(0);
  await table.locator('tbody tr').first().getByRole('button', { name: /^详情/ }).click();
  const drawer = page.getByRole('dialog', { name: '砍价详情' });
  await expect(drawer.getByRole('table', { name: '助力记录' }).locator('tbody tr').first()).toBeVisible();
  await expect(drawer).toContainText('已成功');
});
