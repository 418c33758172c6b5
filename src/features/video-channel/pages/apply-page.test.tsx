import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';

afterEach(() => server.events.removeAllListeners());

const open = () => openPage('/videoChannel/apply', () => screen.findByRole('region', { name: '接入状态' }, { timeout: 5000 }));

describe('申请接入', () => {
  it('shows an approved store as 已接入 with its time, without a form', async () => {
    await open();
    const state = screen.getByRole('region', { name: '接入状态' });
    await waitFor(() => expect(state).toHaveTextContent('已接入'));
    expect(state).toHaveTextContent(getDb().videoAccess.auditTime ?? '');
    expect(screen.queryByRole('form', { name: '申请接入' })).toBeNull();
  });

  it('shows the reason of a refusal and applies again after checking the phone', async () => {
    getDb().videoAccess = { status: 3, reason: '营业执照不清晰', contactName: '李四', contactPhone: '13700001111' };
    const requests = recordRequests();
    const { user } = await open();
    await waitFor(() => expect(screen.getByRole('region', { name: '接入状态' })).toHaveTextContent('营业执照不清晰'));
    const form = within(await screen.findByRole('form', { name: '申请接入' }));
    expect(form.getByLabelText('联系人')).toHaveValue('李四');
    await user.clear(form.getByLabelText('联系电话'));
    await user.type(form.getByLabelText('联系电话'), '1370000');
    await user.click(form.getByRole('button', { name: '提交申请' }));
    expect(await form.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(requests.all('/access/apply')).toHaveLength(0);

    await user.type(form.getByLabelText('联系电话'), '2222');
    await user.type(form.getByLabelText('小程序AppID'), 'wx1234567890abcdef');
    await user.click(form.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(texts()).toContain('提交成功'));
    expect(await requests.last('/access/apply')?.body).toEqual({ contactName: '李四', contactPhone: '13700002222', wechatAppid: 'wx1234567890abcdef' });
    expect(getDb().videoAccess).toMatchObject({ status: 1, contactPhone: '13700002222' });
    await waitFor(() => expect(screen.getByRole('region', { name: '接入状态' })).toHaveTextContent('审核中'));
    expect(screen.queryByRole('form', { name: '申请接入' })).toBeNull();
  });

  it('asks for the application once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    await open();
    await waitFor(() => expect(screen.getByRole('region', { name: '接入状态' })).toHaveTextContent('已接入'));
    expect(requests.count('/shop/access/info')).toBe(1);
  });
});
