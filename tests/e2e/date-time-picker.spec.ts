import type { Locator } from '@playwright/test';
import { expect, openSignedIn, test, type Page } from './fixtures';

// An English browser: a native date input would show mm/dd/yyyy and a 12-hour clock; the console's own box does not.
test.use({ locale: 'en-US' });

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The calendar's name for a day, as its buttons are labelled. */
const dayName = (d: Date) => `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
/** The 15th of the month `months` from this one. */
const fifteenth = (months: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + months, 15);
};

/** From the keyboard alone: ArrowDown opens the calendar on the pending day, ArrowDown moves a week, Enter takes it, 确定 commits. */
async function pickByKeyboard(page: Page, box: Locator) {
  await box.focus();
  await box.press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: /^选择/ });
  const focused = calendar.getByRole('gridcell').getByRole('button').and(page.locator(':focus'));
  await expect(focused).toBeVisible();
  const start = await focused.getAttribute('aria-label');
  await page.keyboard.press('ArrowDown');
  await expect(focused).not.toHaveAttribute('aria-label', start ?? '');
  await page.keyboard.press('Enter');
  await calendar.getByRole('button', { name: '确定' }).press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(box).toBeFocused();
  return start;
}

/** With the mouse: the box opens the calendar, 下一月 turns the pages up to the day's month, the day is clicked, the time typed, 确定 commits. */
async function pickByMouse(page: Page, box: Locator, months: number, hour: string) {
  await box.click();
  const calendar = page.getByRole('dialog', { name: /^选择/ });
  const day = fifteenth(months);
  const month = `${day.getFullYear()}年${day.getMonth() + 1}月`;
  // The calendar opens on the value's month, or the earliest the field allows (an end opens on its start's).
  for (let turns = 0; (await calendar.getByRole('grid').getAttribute('aria-label')) !== month; turns++) {
    expect(turns).toBeLessThan(24);
    await calendar.getByRole('button', { name: '下一月' }).click();
  }
  await calendar.getByRole('button', { name: dayName(day), exact: true }).click();
  await calendar.getByRole('spinbutton', { name: '时' }).fill(hour);
  await calendar.getByRole('spinbutton', { name: '分' }).fill('30');
  await calendar.getByRole('spinbutton', { name: '秒' }).fill('0');
  await calendar.getByRole('button', { name: '确定' }).click();
  await expect(calendar).toHaveCount(0);
}

test('the group-buy form takes its 活动时间 from the calendar, by keyboard and by mouse, as yyyy-MM-dd HH:mm:ss in an English browser', async ({ page }) => {
  await openSignedIn(page, '/marketing/group/createGroup');
  const start = page.getByRole('combobox', { name: '活动开始时间' });
  const end = page.getByRole('combobox', { name: '活动结束时间' });
  await expect(start).toHaveAttribute('placeholder', 'yyyy-MM-dd HH:mm:ss');

  const from = await pickByKeyboard(page, start);
  await expect(start).toHaveValue(DATE_TIME);
  expect(from).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);

  await end.click();
  const calendar = page.getByRole('dialog', { name: /^选择/ });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('group-buy-picker-open.png') });
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await pickByMouse(page, end, 2, '18');
  await expect(end).toHaveValue(`${dayText(fifteenth(2))} 18:30:00`);

  // Text that is no moment, typed and left, stays as typed and is named for what it should be.
  await start.fill('2031-02-30 9');
  await page.getByLabel('活动名称').click();
  await expect(start).toHaveValue('2031-02-30 9');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: '请按 yyyy-MM-dd HH:mm:ss 格式输入日期时间' })).toBeVisible();
  await pickByKeyboard(page, start);
  await expect(start).toHaveValue(DATE_TIME);
  await expect(start).not.toHaveAttribute('aria-invalid');

  await page.getByLabel('活动名称').fill('英文浏览器拼团');
  await page.getByLabel('成团人数').fill('3');
  await page.getByLabel('成团有效期').fill('24');
  await page.getByLabel('活动限购').fill('4');
  await page.getByLabel('单次限购').fill('2');
  await page.getByRole('button', { name: '下一步' }).click();
  // The times are taken: the form goes on to its products.
  await expect(page.getByRole('button', { name: '添加商品' })).toBeVisible();
});

test('a coupon’s 领取时间 picked in an English browser is saved and shown in the list as picked', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, '/coupon/list/save');
  const form = page.getByRole('form', { name: '添加优惠劵' });
  await form.getByLabel('优惠劵名称').fill('英文浏览器领取券');
  await form.getByLabel('优惠券面值').fill('5');
  await form.getByRole('group', { name: '领取是否限时' }).getByLabel('限时', { exact: true }).check();
  const start = form.getByRole('combobox', { name: '领取开始时间' });
  const end = form.getByRole('combobox', { name: '领取结束时间' });
  await pickByMouse(page, start, 1, '09');
  await pickByKeyboard(page, end);
  const from = await start.inputValue();
  const to = await end.inputValue();
  expect(from).toBe(`${dayText(fifteenth(1))} 09:30:00`);
  expect(to).toMatch(DATE_TIME);

  await start.click();
  await expect(page.getByRole('dialog', { name: /^选择/ }).getByRole('grid')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('coupon-picker-open.png') });
  await page.keyboard.press('Escape');

  await form.getByLabel('使用有效期限（天）').fill('30');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/coupon\/list$/);
  const row = page.getByRole('table', { name: '优惠券列表' }).getByRole('row').filter({ has: page.getByText('英文浏览器领取券', { exact: true }) });
  await expect(row).toContainText(`${from} - ${to}`);
});

test('Escape in the range picker’s 自定义 date box closes that date’s calendar only', async ({ page }) => {
  await openSignedIn(page, '/order/list');
  await page.getByRole('button', { name: '自定义' }).click();
  const custom = page.getByRole('dialog', { name: '自定义时间' });
  await custom.getByLabel('开始日期').click();
  const calendar = page.getByRole('dialog', { name: /^选择/ });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('range-custom-open.png') });
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(custom).toBeVisible();
  await expect(custom.getByLabel('开始日期')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(custom).toHaveCount(0);
});
