import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { openPage, pickPicture, texts } from '@/test/page';
import { sentBodies } from '@/test/requests';

async function open(tab?: number) {
  const app = await openPage(`/operation/modifyStoreInfo${tab ? `?tab=${tab}` : ''}`);
  await screen.findByRole('tablist', { name: '商户设置' }, { timeout: 5000 });
  return app;
}

const configForm = () => screen.findByRole('form', { name: '店铺信息' }, { timeout: 5000 });

describe('商户基本设置', () => {
  it('shows what the platform registered, read-only, and switches tabs through the address', async () => {
    const { user, location } = await open();
    const info = screen.getByRole('region', { name: '商户信息' });
    const base = getDb().baseInfo;
    await within(info).findByText(base.merCategory);
    for (const text of [base.phone, base.realName, base.merCategory, base.merType, base.createTime, String(base.handlingFee)]) expect(info).toHaveTextContent(text);
    expect(info).toHaveTextContent(`是否自营${base.isSelf ? '是' : '否'}`);
    expect(within(info).getByRole('img', { name: '资质图片 1' })).toBeInTheDocument();
    expect(within(info).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '结算信息' }));
    await waitFor(() => expect(location().search).toMatchObject({ tab: 3 }));
    expect(await screen.findByRole('form', { name: '结算信息' })).toBeInTheDocument();
  });

  it('asks before closing the store, then closes and opens it again', async () => {
    const { user } = await open();
    const storeSwitch = await screen.findByRole('switch', { name: '店铺开关' });
    expect(storeSwitch).toHaveAttribute('aria-checked', 'true');
    await user.click(storeSwitch);
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('关闭后店铺将暂停营业，确定关闭吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(getDb().baseInfo.isSwitch).toBe(true);
    await user.click(storeSwitch);
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '店铺开关' })).toHaveAttribute('aria-checked', 'false'));
    expect(getDb().baseInfo.isSwitch).toBe(false);
    await user.click(screen.getByRole('switch', { name: '店铺开关' }));
    await waitFor(() => expect(getDb().baseInfo.isSwitch).toBe(true));
  });

  it('saves the store configuration: keywords as tags without repeats, stock alarm, printing switch', async () => {
    const { user } = await open(2);
    const form = await configForm();
    const bodies = sentBodies('/config/info/edit');
    const before = structuredClone(getDb().configInfo);
    const keywords = within(form).getByLabelText('商户关键字');
    await user.type(keywords, '北欧风{Enter}');
    await user.type(keywords, '家居{Enter}');
    await user.type(keywords, '北欧风{Enter}');
    expect(within(within(form).getByRole('list', { name: '已添加的关键字' })).getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['家居', '收纳', '实木', '北欧风']);
    await user.click(within(form).getByRole('button', { name: '删除关键字 收纳' }));
    await user.clear(within(form).getByLabelText('商户简介'));
    await user.type(within(form).getByLabelText('商户简介'), '北欧原木家居');
    await user.clear(within(form).getByLabelText('警戒库存'));
    await user.type(within(form).getByLabelText('警戒库存'), '-1');
    await user.click(within(form).getByRole('radio', { name: '自动打印' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('警戒库存应为0-9999之间的整数')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(within(form).getByLabelText('警戒库存'));
    await user.type(within(form).getByLabelText('警戒库存'), '30');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(bodies).toEqual([{ ...before, keywords: '家居,实木,北欧风', intro: '北欧原木家居', alertStock: 30, receiptPrintingSwitch: 2 }]);
    expect(getDb().configInfo).toMatchObject({ keywords: '家居,实木,北欧风', intro: '北欧原木家居', alertStock: 30, receiptPrintingSwitch: 2 });
    expect(getDb().productSettings.alarmStock).toBe(30);
  });

  it('asks for the H5 link or the phone, whichever the service type is, and for every picture', async () => {
    const { user } = await open(2);
    const form = await configForm();
    const bodies = sentBodies('/config/info/edit');
    expect(within(form).getByLabelText('客服电话')).toHaveValue(getDb().configInfo.servicePhone);
    await user.click(within(form).getByRole('radio', { name: 'H5链接' }));
    expect(within(form).queryByLabelText('客服电话')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '删除商户主头像' }));
    await user.clear(within(form).getByLabelText('经度'));
    await user.type(within(form).getByLabelText('经度'), '200');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入客服H5链接')).toBeInTheDocument();
    expect(within(form).getByText('请选择商户主头像')).toBeInTheDocument();
    expect(within(form).getByText('经度应为-180到180之间的数字')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('客服H5链接'), 'kf.example.com');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('客服H5链接应以 http:// 或 https:// 开头')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('客服H5链接'));
    await user.type(within(form).getByLabelText('客服H5链接'), 'https://kf.example.com');
    await user.clear(within(form).getByLabelText('经度'));
    await user.type(within(form).getByLabelText('经度'), '120.1');
    await user.click(within(form).getByRole('button', { name: '选择商户主头像' }));
    const avatar = await pickPicture(user, 1);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ serviceType: 'H5', serviceLink: 'https://kf.example.com', avatar, longitude: '120.1' });
    await waitFor(() => expect(getDb().configInfo).toMatchObject({ serviceType: 'H5', avatar }));
  });

  it('checks the settlement account of the chosen type and saves it for the finance pages', async () => {
    const { user } = await open(3);
    const form = await screen.findByRole('form', { name: '结算信息' }, { timeout: 5000 });
    const bodies = sentBodies('/settlement/info/edit');
    expect(within(form).getByLabelText('银行卡号')).toHaveValue(getDb().settlementInfo.bankCard);
    await user.clear(within(form).getByLabelText('银行卡号'));
    await user.type(within(form).getByLabelText('银行卡号'), '6222');
    await user.clear(within(form).getByLabelText('持卡人姓名'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('银行卡号应为12-19位数字')).toBeInTheDocument();
    expect(within(form).getByText('请输入持卡人姓名')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: '微信' }));
    expect(within(form).queryByLabelText('银行卡号')).not.toBeInTheDocument();
    // WeChat asks for the real name too, as the reference backend does.
    await user.clear(within(form).getByLabelText('真实姓名'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入微信号')).toBeInTheDocument();
    expect(within(form).getByText('请输入真实姓名')).toBeInTheDocument();
    expect(within(form).getByText('请上传微信收款二维码')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('微信号'), 'zhang_dz');
    await user.type(within(form).getByLabelText('真实姓名'), '张大志');
    await user.click(within(form).getByRole('button', { name: '选择收款二维码' }));
    const qr = await pickPicture(user, 0);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ settlementType: 'wechat', wechatCode: 'zhang_dz', realName: '张大志', wechatQrcodeUrl: qr });
    expect(getDb().settlementInfo).toMatchObject({ settlementType: 'wechat', wechatCode: 'zhang_dz', realName: '张大志', wechatQrcodeUrl: qr });
  });
});
