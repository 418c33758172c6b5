import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { sendableCoupons } from '@/mocks/logic/coupon';
import { couponById } from '@/features/coupon/coupon-test-utils';
import { openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { mergeCoupons } from '@/features/coupon/model/gift-rules';

const open = () => openPage('/coupon/newGift', () => screen.findByRole('table', { name: '新人礼优惠券' }, { timeout: 5000 }));
const panel = (name: string) => within(screen.getByRole('form', { name }));
/** The coupon ids in a gift's table, in order. */
const shownIds = (name: string) =>
  panel(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).queryAllByRole('cell')[0]?.textContent))
    .filter((id) => id > 0);
/** The coupons the picker offers, in the demo backend's order. */
const offered = () => sendableCoupons();

type User = Awaited<ReturnType<typeof open>>['user'];

async function pickCoupons(user: User, formName: string, names: string[]) {
  await user.click(panel(formName).getByRole('button', { name: '+ 添加优惠券' }));
  const dialog = await screen.findByRole('dialog', { name: '优惠劵' });
  for (const name of names) await user.click(await within(dialog).findByRole('checkbox', { name: `选择 ${name}` }));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '优惠劵' })).toBeNull());
}

describe('新人礼 / 生日有礼', () => {
  it('shows the new-user gift: its switch, audience and coupons', async () => {
    await open();
    const gift = getDb().giftSettings;
    expect(screen.getByRole('tab', { name: '新人礼' })).toHaveAttribute('aria-selected', 'true');
    expect(panel('新人礼').getByRole('switch', { name: '新人礼活动状态' })).toHaveAttribute('aria-checked', String(gift.newPeopleSwitch));
    expect(panel('新人礼').getByText('开启活动期间所有注册商城的用户')).toBeInTheDocument();
    expect(shownIds('新人礼')).toEqual(gift.newPeopleCouponIds);
    const coupon = couponById(gift.newPeopleCouponIds[0]);
    const cells = within(panel('新人礼').getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([String(coupon.id), coupon.name, `¥${coupon.money.toFixed(2)}`, coupon.minPrice === 0 ? '无门槛' : `满${coupon.minPrice}元可用`, `领取后${coupon.day}天`, coupon.isLimited ? String(coupon.lastTotal) : '不限量', '删除']);
  });

  it('adds two coupons with the picker, removes one, saves, and shows them again later', async () => {
    const { user } = await open();
    const requests = recordRequests();
    const existing = getDb().giftSettings.newPeopleCouponIds[0];
    const [a, b] = offered().filter((c) => c.id !== existing);

    await user.click(panel('新人礼').getByRole('button', { name: '+ 添加优惠券' }));
    const dialog = await screen.findByRole('dialog', { name: '优惠劵' });
    // The coupons the gift has are chosen already.
    await waitFor(() => expect(within(dialog).getByText('已选 1 个')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await pickCoupons(user, '新人礼', [a.name, b.name]);
    expect(shownIds('新人礼')).toEqual([existing, a.id, b.id]);

    // Picking one already there adds nothing twice.
    await pickCoupons(user, '新人礼', [a.name]);
    expect(shownIds('新人礼')).toEqual([existing, a.id, b.id]);

    await user.click(panel('新人礼').getByRole('button', { name: `删除 ${couponById(existing).name}` }));
    expect(shownIds('新人礼')).toEqual([a.id, b.id]);
    await user.click(panel('新人礼').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('保存成功'));
    expect(await requests.last('/new/people/present/edit')?.body).toEqual({ newPeopleSwitch: true, couponIdList: [a.id, b.id] });
    expect(getDb().giftSettings).toMatchObject({ newPeopleSwitch: true, newPeopleCouponIds: [a.id, b.id] });

    // Away and back: the saved gift comes from the server.
    await user.click(screen.getByRole('link', { name: '领取记录' }));
    await screen.findByRole('table', { name: '领取记录' }, { timeout: 5000 });
    await user.click(screen.getAllByRole('link', { name: '新人礼' })[0]);
    await screen.findByRole('table', { name: '新人礼优惠券' }, { timeout: 5000 });
    await waitFor(() => expect(shownIds('新人礼')).toEqual([a.id, b.id]));
  });

  it('sets up the birthday gift; switching it on without coupons is refused by the server', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: '生日有礼' }));
    await screen.findByRole('table', { name: '生日有礼优惠券' });
    expect(panel('生日有礼').getByText('商城已经设置生日的用户')).toBeInTheDocument();
    expect(shownIds('生日有礼')).toEqual([]);
    const toggle = panel('生日有礼').getByRole('switch', { name: '生日有礼活动状态' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await user.click(panel('生日有礼').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('请选择优惠券'));
    expect(getDb().giftSettings.birthdaySwitch).toBe(false);

    const [first] = offered();
    await pickCoupons(user, '生日有礼', [first.name]);
    await user.click(panel('生日有礼').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('保存成功'));
    expect(getDb().giftSettings).toMatchObject({ birthdaySwitch: true, birthdayCouponIds: [first.id] });
    // The new-user gift is untouched.
    expect(getDb().giftSettings.newPeopleCouponIds).toEqual([3]);
  });
});

describe('a gift whose coupon can no longer be sent', () => {
  it('still saves, switched off or kept, as the reference backend does (it was refused, so the gift could not even be switched off)', async () => {
    const [kept] = getDb().giftSettings.newPeopleCouponIds;
    getDb().coupons.find((c) => c.id === kept)!.status = false;
    const { user } = await open();
    expect(shownIds('新人礼')).toEqual([kept]);
    await user.click(panel('新人礼').getByRole('switch', { name: '新人礼活动状态' }));
    await user.click(panel('新人礼').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('保存成功'));
    expect(getDb().giftSettings).toMatchObject({ newPeopleSwitch: false, newPeopleCouponIds: [kept] });
  });
});

const sendable = (id: number) => ({ id, name: `券${id}`, category: 1 as const, money: '1.00', minPrice: '0.00', isFixedTime: false, day: 1, isLimited: false, lastTotal: 0 });

describe('mergeCoupons', () => {
  it('adds the picked coupons after the current ones, each once', () => {
    const c = sendable;
    expect(mergeCoupons([c(1), c(2)], [c(2), c(3), c(3)]).map((x) => x.id)).toEqual([1, 2, 3]);
  });
});
