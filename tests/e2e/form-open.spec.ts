import type { Locator } from '@playwright/test';
import { expect, LONG_FLOW_MS, openSignedIn, slowScripts, test, type Page } from './fixtures';

interface FormCase {
  name: string;
  list: string;
  /** What the list shows once it is there. */
  listReady: (page: Page) => Locator;
  /** Opens the form from the list (a click, or two through a type chooser). */
  open: (page: Page) => Promise<void>;
  url: RegExp;
  /** The form's landmark. */
  form: (page: Page) => Locator;
  /** The first field a merchant types into, by its label; forms that start with a choice have none. */
  typed?: { label: string; text: string };
  /** Forms without a text field first: a control of the form, which must stay the same element. */
  control?: (form: Locator) => Locator;
}

const cases: FormCase[] = [
  {
    name: 'group-buy activity (createGroup/{-$activityId}/{-$type})',
    list: '/marketing/group/activity',
    listReady: (page) => page.getByRole('table'),
    open: (page) => page.getByRole('link', { name: '添加活动' }).click(),
    url: /\/marketing\/group\/createGroup$/,
    form: (page) => page.getByRole('form', { name: '添加拼团活动' }),
    typed: { label: '活动名称', text: '周年庆三人团' },
  },
  {
    name: 'coupon (save/{-$id}/{-$copy})',
    list: '/coupon/list',
    listReady: (page) => page.getByRole('table', { name: '优惠券列表' }),
    open: (page) => page.getByRole('link', { name: '添加优惠劵' }).click(),
    url: /\/coupon\/list\/save$/,
    form: (page) => page.getByRole('form', { name: '添加优惠劵' }),
    typed: { label: '优惠劵名称', text: '周末满100减15' },
  },
  {
    name: 'live room (creatRoom/{-$roomId}/{-$type})',
    list: '/marketing/broadcast/room',
    listReady: (page) => page.getByRole('table', { name: '直播间列表' }),
    open: (page) => page.getByRole('link', { name: '添加直播间' }).click(),
    url: /\/marketing\/broadcast\/creatRoom$/,
    form: (page) => page.getByRole('form', { name: '添加直播间' }),
    typed: { label: '直播间名字', text: '周末原木家居专场' },
  },
  {
    name: 'product (creatProduct/$id/$isDisabled/{-$isCopy})',
    list: '/product/list',
    listReady: (page) => page.getByRole('table').getByRole('switch').first(),
    open: async (page) => {
      await page.getByRole('button', { name: '添加商品' }).click();
      await page.getByRole('dialog', { name: '选择商品类型' }).getByRole('button', { name: /普通商品/ }).click();
    },
    url: /\/product\/list\/creatProduct\/0\/2\?productType=0$/,
    form: (page) => page.getByRole('main'),
    typed: { label: '商品名称', text: '原木收纳箱' },
  },
  {
    name: 'seckill, from an activity (creatActivity/{-$activityId})',
    list: '/marketing/seckill/seckillActivity',
    listReady: (page) => page.getByRole('link', { name: '参加活动 周末秒杀专场' }),
    open: (page) => page.getByRole('link', { name: '参加活动 周末秒杀专场' }).click(),
    url: /\/marketing\/seckill\/creatActivity\/2$/,
    form: (page) => page.getByRole('form', { name: '参加秒杀活动' }),
    control: (form) => form.getByRole('button', { name: '下一步' }),
  },
  {
    name: 'seckill product (creatSeckill/{-$activityId})',
    list: '/marketing/seckill/list',
    listReady: (page) => page.getByRole('link', { name: '添加秒杀商品' }),
    open: (page) => page.getByRole('link', { name: '添加秒杀商品' }).click(),
    url: /\/marketing\/seckill\/creatSeckill$/,
    form: (page) => page.getByRole('form', { name: '添加秒杀商品' }),
    control: (form) => form.getByRole('button', { name: '下一步' }),
  },
  {
    name: 'live goods (creatPro/{-$liveId})',
    list: '/marketing/broadcast/product',
    listReady: (page) => page.getByRole('link', { name: '添加直播商品' }),
    open: (page) => page.getByRole('link', { name: '添加直播商品' }).click(),
    url: /\/marketing\/broadcast\/creatPro$/,
    // The list's section has the same name: the form's is the one with the table of goods to submit.
    form: (page) => page.getByRole('region', { name: '直播商品' }).filter({ has: page.getByRole('table', { name: '待提交直播商品' }) }),
    control: (form) => form.getByRole('button', { name: '选择商品' }),
  },
  {
    name: 'video-channel product (creatVideoChannel/{-$id}/{-$isDisabled})',
    list: '/videoChannel/draftList',
    listReady: (page) => page.getByRole('link', { name: '添加视频号商品' }),
    open: (page) => page.getByRole('link', { name: '添加视频号商品' }).click(),
    url: /\/videoChannel\/creatVideoChannel$/,
    form: (page) => page.getByRole('form', { name: '添加视频号商品' }),
    control: (form) => form.getByRole('button', { name: '选择商品' }),
  },
];

for (const c of cases) {
  test(`the ${c.name} form opened from its list, its code slow to come, keeps the first field as typed`, async ({ page }) => {
    test.setTimeout(LONG_FLOW_MS);
    await openSignedIn(page, c.list);
    await expect(c.listReady(page)).toBeVisible({ timeout: 20_000 });
    await slowScripts(page, 1500);
    await c.open(page);
    const form = c.form(page);
    let field: Locator;
    if (c.typed) {
      // Typed the moment a field of that name takes typing, as a merchant does: no wait for the form or the network.
      await page.getByLabel(c.typed.label, { exact: true }).fill(c.typed.text);
      field = form.getByLabel(c.typed.label, { exact: true });
      await expect(field).toHaveValue(c.typed.text);
    } else {
      field = c.control!(form);
      await expect(field).toBeVisible();
    }
    // The element on screen now stays the one on screen: marked now, still marked once every call is answered.
    await field.evaluate((el) => el.setAttribute('data-first-seen', ''));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(c.url);
    await expect(field).toHaveAttribute('data-first-seen', '');
    if (c.typed) await expect(field).toHaveValue(c.typed.text);
  });
}
