import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SendableCoupon } from '@/api/generated/model';
import { ConfirmHost, dismissAllConfirms } from '@/components/confirm-dialog';
import { PAGE_SIZES } from '@/components/list/list-search';
import { queryClient } from '@/lib/query-client';
import { switchRole } from '@/lib/session';
import { loadSession } from '@/lib/session-load';
import { getDb } from '@/mocks/db';
import { sendableCoupons } from '@/mocks/logic/coupon';
import { texts } from '@/test/page';
import { recordRequests, sentBodies } from '@/test/requests';
import { CouponPickerDialog, couponRemaining, couponThreshold, couponValidity, type CouponPickerDialogProps } from './coupon-picker-dialog';

/** The coupons the picker offers, in the demo backend's order. */
const offered = () => sendableCoupons();

afterEach(() => {
  act(() => dismissAllConfirms());
  queryClient.clear();
});

type Props = { mode: 'select'; onPick?: (coupons: SendableCoupon[]) => void } | { mode: 'send'; uid: number };

async function open(props: Props) {
  switchRole('admin');
  await loadSession();
  const onClose = vi.fn<() => void>();
  const user = userEvent.setup();
  const dialogProps: CouponPickerDialogProps = props.mode === 'select' ? { open: true, onClose, mode: 'select', onPick: props.onPick ?? (() => {}) } : { open: true, onClose, ...props };
  render(
    <QueryClientProvider client={queryClient}>
      <CouponPickerDialog {...dialogProps} />
      <ConfirmHost />
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: '优惠劵' });
  const table = within(dialog).getByRole('table', { name: '优惠劵列表' });
  await within(table).findByRole('cell', { name: offered()[0].name });
  return { user, dialog, table, onClose };
}

const cellsOf = (table: HTMLElement, name: string) => within(within(table).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell');

describe('the coupon picker (优惠劵)', () => {
  it('is 1100px wide and shows each coupon as the reference does', async () => {
    const all = offered();
    const { dialog, table } = await open({ mode: 'select' });
    expect(dialog).toHaveStyle({ width: '1100px' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'ID', '名称', '类别', '面值', '使用门槛', '有效期', '剩余数量']);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(Math.min(all.length, PAGE_SIZES[0]));
    expect(within(dialog).getByRole('combobox', { name: '每页条数' })).toHaveTextContent(`${PAGE_SIZES[0]}条/页`);

    const fixed = all.find((c) => c.isFixedTime && c.isLimited);
    const free = all.find((c) => Number(c.minPrice) === 0 && !c.isLimited && !c.isFixedTime);
    if (!fixed || !free) throw new Error('the seed needs a fixed-time limited coupon and a free unlimited one');
    const fixedCells = cellsOf(table, fixed.name).map((c) => c.textContent);
    expect(fixedCells.slice(1)).toEqual([String(fixed.id), fixed.name, '商家券', `¥${fixed.money.toFixed(2)}`, `满${fixed.minPrice}元可用`, `${fixed.useStartTime} ~ ${fixed.useEndTime}`, String(fixed.lastTotal)]);
    const freeCells = cellsOf(table, free.name).map((c) => c.textContent);
    expect(freeCells.slice(5)).toEqual(['无门槛', `领取后${free.day}天`, '不限量']);
  });

  it('keeps the choice across pages and searches, and hands it back on 确定', async () => {
    const all = offered();
    expect(all.length).toBeGreaterThan(PAGE_SIZES[0]);
    const onPick = vi.fn<(coupons: SendableCoupon[]) => void>();
    const { user, dialog, table, onClose } = await open({ mode: 'select', onPick });

    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[0].name}` }));
    await user.click(within(dialog).getByRole('button', { name: '2' }));
    const last = all[PAGE_SIZES[0]];
    await user.click(await within(table).findByRole('checkbox', { name: `选择 ${last.name}` }));
    expect(within(dialog).getByText('已选 2 个')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '1' }));
    expect(await within(table).findByRole('checkbox', { name: `选择 ${all[0].name}` })).toBeChecked();

    // The search is trimmed and the choice survives it.
    const requests = recordRequests();
    const other = all[1];
    await user.type(within(dialog).getByLabelText('优惠劵名称'), `  ${other.name}  {Enter}`);
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(requests.last('/coupon/can/send/list')?.url.searchParams.get('keywords')).toBe(other.name);
    expect(requests.last('/coupon/can/send/list')?.url.searchParams.get('page')).toBe('1');
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${other.name}` }));
    expect(within(dialog).getByText('已选 3 个')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0][0].map((c) => c.id)).toEqual([all[0].id, last.id, other.id]);
    expect(onClose).toHaveBeenCalled();
  });

  it('warns 请先选择优惠劵 when nothing is chosen', async () => {
    const onPick = vi.fn<(coupons: SendableCoupon[]) => void>();
    const { user, dialog, onClose } = await open({ mode: 'select', onPick });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(texts()).toContain('请先选择优惠劵');
    expect(onPick).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a coupon to the user after the question; the remaining count goes down', async () => {
    const target = offered().find((c) => c.isLimited);
    const receiver = getDb().users.find((u) => !u.isLogoff);
    if (!target || !receiver) throw new Error('the seed needs a limited coupon and an active user');
    const before = target.lastTotal;
    const held = getDb().couponUsers.length;
    const bodies = sentBodies('/coupon/user/send');
    const { user, dialog, table } = await open({ mode: 'send', uid: receiver.id });
    expect(within(dialog).queryByRole('button', { name: '确定' })).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();

    await user.click(within(table).getByRole('button', { name: `发送 ${target.name}` }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('发送优惠劵吗');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('发送成功'));
    expect(bodies).toEqual([{ couponId: target.id, uid: receiver.id }]);
    expect(getDb().couponUsers).toHaveLength(held + 1);
    expect(getDb().couponUsers.at(-1)).toMatchObject({ couponId: target.id, uid: receiver.id, receiveType: 2 });
    await waitFor(() => expect(cellsOf(table, target.name).at(-2)).toHaveTextContent(String(before - 1)));
  });

  it('sends nothing when the question is cancelled', async () => {
    const target = offered()[0];
    const receiver = getDb().users[0];
    const held = getDb().couponUsers.length;
    const { user, table } = await open({ mode: 'send', uid: receiver.id });
    await user.click(within(table).getByRole('button', { name: `发送 ${target.name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(texts()).toContain('已取消');
    expect(getDb().couponUsers).toHaveLength(held);
  });
});

describe('coupon texts', () => {
  it('words the threshold, validity and remaining count', () => {
    expect(couponThreshold({ minPrice: '0.00' })).toBe('无门槛');
    expect(couponThreshold({ minPrice: '99.50' })).toBe('满99.5元可用');
    expect(couponValidity({ isFixedTime: true, useStartTime: '2026-01-01 00:00:00', useEndTime: '2026-02-01 00:00:00', day: 0 })).toBe('2026-01-01 00:00:00 ~ 2026-02-01 00:00:00');
    expect(couponValidity({ isFixedTime: false, day: 7 })).toBe('领取后7天');
    expect(couponRemaining({ isLimited: true, lastTotal: 0 })).toBe('0');
    expect(couponRemaining({ isLimited: false, lastTotal: 0 })).toBe('不限量');
  });
});
