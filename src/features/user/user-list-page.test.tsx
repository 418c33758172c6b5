import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { sendableCoupons } from '@/mocks/logic/coupon';
import { openPage, texts } from '@/test/page';

// With the details drawer open the list behind it is hidden from the accessibility tree.
const open = (path: string, as: 'admin' | 'staff' = 'admin') =>
  openPage(path, () => (path.includes('detail=') ? screen.findByRole('dialog', { name: '用户详情' }, { timeout: 5000 }) : screen.findByRole('table', { name: '用户列表' }, { timeout: 5000 })), as);

/** A user who can receive coupons, and a limited coupon on the picker's first page (the backend's order). */
function fixtures() {
  const receiver = getDb().users.find((u) => !u.isLogoff);
  const coupon = sendableCoupons().find((c) => c.isLimited);
  if (!receiver || !coupon) throw new Error('the seed needs an active user and a sendable limited coupon');
  return { receiver, coupon };
}

describe('用户管理: 发送优惠券', () => {
  it('sends a coupon to a user from the row action', async () => {
    const { receiver, coupon } = fixtures();
    const before = coupon.lastTotal;
    const { user } = await open(`/user/index?searchType=uid&content=${receiver.id}`);
    const row = await screen.findByRole('row', { name: new RegExp(receiver.nickname) });
    await user.click(within(row).getByRole('button', { name: '发送优惠券' }));

    const dialog = await screen.findByRole('dialog', { name: '优惠劵' });
    const table = within(dialog).getByRole('table', { name: '优惠劵列表' });
    await user.click(await within(table).findByRole('button', { name: `发送 ${coupon.name}` }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('发送优惠劵吗');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('发送成功'));
    expect(getDb().couponUsers.filter((r) => r.uid === receiver.id && r.couponId === coupon.id && r.receiveType === 2)).toHaveLength(1);
    expect(getDb().coupons.find((c) => c.id === coupon.id)?.lastTotal).toBe(before - 1);

    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '优惠劵' })).toBeNull());
  });

  it('offers 发送优惠券 in the user details too', async () => {
    const { receiver, coupon } = fixtures();
    const { user } = await open(`/user/index?detail=${receiver.id}`);
    const drawer = await screen.findByRole('dialog', { name: '用户详情' });
    await user.click(await within(drawer).findByRole('button', { name: '发送优惠券' }));
    const dialog = await screen.findByRole('dialog', { name: '优惠劵' });
    await user.click(await within(dialog).findByRole('button', { name: `发送 ${coupon.name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('发送成功'));
    expect(getDb().couponUsers.at(-1)).toMatchObject({ uid: receiver.id, couponId: coupon.id });
  });

  it('is not offered without the permission admin:coupon:user:receive', async () => {
    const { receiver } = fixtures();
    const { user } = await open(`/user/index?searchType=uid&content=${receiver.id}`, 'staff');
    const row = await screen.findByRole('row', { name: new RegExp(receiver.nickname) });
    expect(within(row).getByRole('button', { name: '用户详情' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送优惠券' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '用户详情' }));
    const drawer = await screen.findByRole('dialog', { name: '用户详情' });
    await within(drawer).findByText(`UID ${receiver.id}`, { exact: false });
    expect(within(drawer).queryByRole('button', { name: '发送优惠券' })).toBeNull();
  });

  it('offers neither 用户详情 nor an 操作 column to a member holding neither permission, nor the details by address', async () => {
    const { receiver } = fixtures();
    const staff = getDb().accounts.find((a) => a.account === 'staff')!;
    staff.permissions = staff.permissions.filter((p) => p !== 'merchant:user:detail');
    await openPage(`/user/index?searchType=uid&content=${receiver.id}&detail=${receiver.id}`, () => screen.findByRole('table', { name: '用户列表' }, { timeout: 5000 }), 'staff');
    await screen.findByRole('row', { name: new RegExp(receiver.nickname) });
    expect(screen.queryByRole('button', { name: '用户详情' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: '用户详情' })).toBeNull();
  });

  it('shows in the details what the reference’s do: experience, grade, commission, sign-in days, a permanent membership', async () => {
    const member = getDb().users.find((u) => u.isPaidMember && u.isPermanentPaidMember)!;
    await open(`/user/index?detail=${member.id}`);
    const region = await screen.findByRole('region', { name: '账户信息' });
    const account = within(region);
    expect(account.getByText('用户经验').nextSibling).toHaveTextContent(String(member.experience));
    expect(account.getByText('等级').nextSibling).toHaveTextContent(String(member.grade));
    expect(account.getByText('连续签到天数').nextSibling).toHaveTextContent(String(member.signNum));
    expect(account.getByText('付费会员').nextSibling).toHaveTextContent('是（永久会员）');
  });
});
