import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BatchValues } from '@/features/seckill/model/seckill-join-model';
import { SeckillBatchDialog } from './seckill-batch-dialog';

function open() {
  const onApply = vi.fn<(values: BatchValues) => void>();
  const onClose = vi.fn<() => void>();
  const user = userEvent.setup();
  render(<SeckillBatchDialog onApply={onApply} onClose={onClose} />);
  const dialog = within(screen.getByRole('dialog', { name: '批量设置' }));
  const alerts = () => dialog.queryAllByRole('alert').map((a) => a.textContent);
  return { user, dialog, alerts, onApply, onClose };
}

describe('批量设置', () => {
  it('asks for one field at least, names a bad discount, and follows the input once it has', async () => {
    const { user, dialog, alerts, onApply, onClose } = open();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(alerts()).toEqual(['请填写限量、活动价或活动折扣']));

    await user.click(dialog.getByRole('radio', { name: '活动折扣' }));
    await user.type(dialog.getByLabelText('活动折扣（%）'), '101');
    await waitFor(() => expect(alerts()).toEqual(['活动折扣须为1~100的整数']));
    await user.clear(dialog.getByLabelText('活动折扣（%）'));
    await user.type(dialog.getByLabelText('活动折扣（%）'), '85');
    await waitFor(() => expect(alerts()).toEqual([]));
    expect(onApply).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ quota: '', mode: 'discount', price: '', discount: '85' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps digits only: a quota is whole, a price has two decimals at most', async () => {
    const { user, dialog, onApply } = open();
    await user.type(dialog.getByLabelText('限量'), '1a2.5');
    await user.type(dialog.getByLabelText('活动价（元）'), '9.999');
    expect(dialog.getByLabelText('限量')).toHaveValue('125');
    expect(dialog.getByLabelText('活动价（元）')).toHaveValue('9.99');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ quota: '125', mode: 'price', price: '9.99', discount: '' }));
  });
});
