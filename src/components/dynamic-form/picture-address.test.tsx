import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, shownChoice } from '@/test/select';
import { getDb } from '@/mocks/db';
import { switchRole } from '@/lib/session';
import { loadSession } from '@/lib/session-load';
import { texts } from '@/test/page';
import { DynamicForm } from './dynamic-form';
import { controlKind, initialValues } from './form-model';
import { parseFormConfig, type DynamicFormConfig, type FormValues } from './types';

// The two kinds the form designer adds beyond Element's own: a picture field (el-upload with a picture
// list, pictures from the store's library) and an address (province, city, district and a street line).

function parsed(raw: unknown): DynamicFormConfig {
  const result = parseFormConfig(raw);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

const field = (config: Record<string, unknown>, props: Record<string, unknown> = {}) => ({ __config__: { layout: 'colFormItem', ...config }, ...props });

const pictures = (extra: Record<string, unknown> = {}) =>
  field({ label: '凭证', tag: 'el-upload', required: true }, { __vModel__: 'proof', 'list-type': 'picture-card', accept: 'image/*', limit: 2, ...extra });
const address = (extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) =>
  field({ label: '收货地址', tag: 'address', required: true, ...config }, { __vModel__: 'addr', detailed: true, ...extra });

async function renderForm(fields: unknown[]) {
  switchRole('admin');
  await loadSession();
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const user = userEvent.setup();
  render(<DynamicForm config={parsed({ fields })} onSubmit={onSubmit} aria-label="测试表单" />);
  return { user, onSubmit };
}

describe('picture fields', () => {
  it('are el-uploads with a picture list or an image accept; other uploads stay unsupported', () => {
    const config = parsed({ fields: [pictures(), field({ label: '图', tag: 'el-upload' }, { __vModel__: 'b', accept: 'image/png' }), field({ label: '附件', tag: 'el-upload' }, { __vModel__: 'c' })] });
    expect(config.fields.map(controlKind)).toEqual(['image', 'image', undefined]);
    const limited = parsed({ fields: [pictures({ limit: 1 }), field({ label: '图', tag: 'el-upload', defaultValue: ['a.png', 'b.png'] }, { __vModel__: 'p', 'list-type': 'picture' })] });
    expect(initialValues(limited.fields)).toEqual({ proof: [], p: ['a.png'] });
  });

  it('asks for a picture when required, takes them from the library up to the limit, and removes one', async () => {
    const { user, onSubmit } = await renderForm([pictures()]);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请至少选择一个凭证')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: '选择图片' }));
    const dialog = await screen.findByRole('dialog', { name: '上传图片' });
    const tiles = await within(dialog).findAllByRole('button', { pressed: false, name: /\.png$/ });
    const names = [tiles[0], tiles[1], tiles[2]].map((t) => t.getAttribute('aria-label'));
    for (const tile of tiles.slice(0, 3)) await user.click(tile);
    await user.click(within(dialog).getByRole('button', { name: '使用选中图片' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '上传图片' })).not.toBeInTheDocument());
    expect(texts()).toContain('最多只能选择2张图片');
    const urls = names.map((name) => getDb().attachments.find((a) => a.name === name)?.sattDir);
    expect(screen.getByRole('img', { name: '凭证第1张' })).toHaveAttribute('src', urls[0]);
    expect(screen.getByRole('img', { name: '凭证第2张' })).toHaveAttribute('src', urls[1]);
    expect(screen.queryByRole('button', { name: '选择图片' })).not.toBeInTheDocument();
    expect(screen.queryByText('请至少选择一个凭证')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '移除凭证第1张' }));
    expect(screen.getByRole('img', { name: '凭证第1张' })).toHaveAttribute('src', urls[1]);
    expect(screen.getByRole('button', { name: '选择图片' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ proof: [urls[1]] }));
  });
});

describe('address fields', () => {
  it('chooses province, city and district in turn, and needs the street line of a detailed address', async () => {
    const { user, onSubmit } = await renderForm([address()]);
    const province = await screen.findByRole('combobox', { name: '收货地址（省份）' });
    const city = screen.getByRole('combobox', { name: '收货地址（城市）' });
    expect(city).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('收货地址不能为空')).toBeInTheDocument();

    await waitFor(() => expect(province).toBeEnabled());
    await user.click(province);
    expect(screen.getByRole('option', { name: '广东省' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await chooseOption(user, province, '广东省');
    await chooseOption(user, city, '深圳市');
    const district = screen.getByRole('combobox', { name: '收货地址（区县）' });
    await user.click(district);
    expect(screen.getByRole('option', { name: '南山区' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '南山区' }));
    expect(shownChoice(district)).toBe('南山区');
    // Chosen regions, a blank street line: still not filled in.
    expect(await screen.findByText('收货地址不能为空')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '收货地址（详细地址）' }), '科技园1号');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('收货地址不能为空')).not.toBeInTheDocument());

    // Another province clears the levels under it.
    await chooseOption(user, province, '北京市');
    expect(shownChoice(city)).toBe('请选择城市');
    expect(district).toBeDisabled();
    await chooseOption(user, province, '广东省');
    await chooseOption(user, city, '广州市');
    await chooseOption(user, district, '天河区');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ addr: ['广东省', '广州市', '天河区', '科技园1号'] }));
  });

  it('starts from its default, and an optional one without a street line is fine empty', async () => {
    const { user, onSubmit } = await renderForm([
      address({ detailed: false }, { defaultValue: ['浙江省', '杭州市', '西湖区'] }),
      field({ label: '备用地址', tag: 'address' }, { __vModel__: 'spare' }),
    ]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '收货地址（区县）' })).toHaveTextContent('西湖区'));
    expect(screen.queryByRole('textbox', { name: '收货地址（详细地址）' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ addr: ['浙江省', '杭州市', '西湖区'], spare: [] }));
  });
});
