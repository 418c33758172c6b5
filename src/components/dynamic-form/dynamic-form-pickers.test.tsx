import { screen } from '@testing-library/react';
import { chooseOption, shownChoice } from '@/test/select';
import { errorOf, field, renderForm } from './dynamic-form-test-utils';

describe('DynamicForm pickers', () => {
  const pickers = {
    fields: [
      field(
        { label: '地区', tag: 'el-cascader', required: true },
        { __vModel__: 'area', options: [{ label: '广东', value: 'gd', children: [{ label: '深圳', value: 'sz' }, { label: '广州', value: 'gz' }] }, { label: '海外', value: 'abroad' }] },
      ),
      field(
        { label: '配送区域', tag: 'el-cascader', required: true },
        { __vModel__: 'zones', props: { props: { multiple: true } }, options: [{ label: '广东', value: 'gd', children: [{ label: '深圳', value: 'sz' }] }, { label: '海外', value: 'abroad' }] },
      ),
      field({ label: '日期', tag: 'el-date-picker', required: true }, { __vModel__: 'day' }),
      field({ label: '档期', tag: 'el-date-picker', required: true }, { __vModel__: 'period', type: 'daterange' }),
      field({ label: '时间', tag: 'el-time-picker', defaultValue: '08:30:00' }, { __vModel__: 'at' }),
      field({ label: '满意度', tag: 'el-rate', required: true }, { __vModel__: 'stars' }),
    ],
  };

  it('validates on change and submits cascader paths, dates and ratings', async () => {
    const { user, onSubmit } = renderForm(pickers);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('group', { name: '地区' })).toHaveAccessibleDescription('地区不能为空');
    expect(screen.getByRole('group', { name: '配送区域' })).toHaveAccessibleDescription('请至少选择一个配送区域');
    expect(screen.getByRole('radiogroup', { name: '满意度' })).toHaveAccessibleDescription('满意度不能为空');

    expect(screen.queryByRole('combobox', { name: '地区（第2级）' })).not.toBeInTheDocument();
    await chooseOption(user, '地区（第1级）', '广东');
    expect(screen.getByRole('group', { name: '地区' })).toHaveAccessibleDescription('地区不能为空');
    await chooseOption(user, '地区（第2级）', '深圳');
    expect(screen.getByRole('group', { name: '地区' })).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('checkbox', { name: '广东 / 深圳' }));
    await user.click(screen.getByRole('checkbox', { name: '海外' }));
    await user.type(screen.getByLabelText('日期'), '2024-05-01');
    await user.type(screen.getByLabelText('开始日期'), '2024-06-01');
    await user.type(screen.getByLabelText('结束日期'), '2024-06-03');
    await user.click(screen.getByRole('radio', { name: '3星' }));
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(onSubmit).toHaveBeenCalledWith({
      area: ['gd', 'sz'],
      zones: [['gd', 'sz'], ['abroad']],
      day: '2024-05-01',
      period: ['2024-06-01', '2024-06-03'],
      at: '08:30:00',
      stars: 3,
    });
  });
});

describe('DynamicForm selects', () => {
  const selects = {
    size: 'mini',
    fields: [
      field(
        { label: '等级', tag: 'el-select', required: true },
        { __vModel__: 'level', __slot__: { options: [{ label: '一级', value: 1 }, { label: '一级（文字）', value: '1' }, { label: '停用', value: 3, disabled: true }] } },
      ),
      field(
        { label: '标签', tag: 'el-select', defaultValue: [] },
        { __vModel__: 'tags', multiple: true, placeholder: '请选择标签', __slot__: { options: [{ label: '新品', value: 10 }, { label: '热卖', value: 'hot' }, { label: '清仓', value: 30 }] } },
      ),
      field(
        { label: '地区', tag: 'el-cascader' },
        { __vModel__: 'area', options: [{ label: '广东', value: 'gd', children: [{ label: '深圳', value: 'sz' }] }, { label: '海外', value: 0 }] },
      ),
    ],
  };

  it('moves to the first select left empty on submit', async () => {
    const { user, onSubmit } = renderForm(selects);
    const level = screen.getByRole('combobox', { name: '等级' });
    expect(level).toHaveTextContent('请选择');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(errorOf('等级')).toBe('等级不能为空');
    expect(level).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands back the options’ own values: numbers stay numbers, and several in the options’ order', async () => {
    const { user, onSubmit } = renderForm(selects);
    const level = screen.getByRole('combobox', { name: '等级' });
    // The form's size reaches the selects.
    expect(level).toHaveClass('min-h-7', 'text-xs');
    await user.click(level);
    expect(screen.getByRole('option', { name: '停用' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '一级（文字）' }));
    expect(level).toHaveTextContent('一级（文字）');

    const tags = screen.getByRole('combobox', { name: '标签' });
    expect(tags).toHaveTextContent('请选择标签');
    await chooseOption(user, tags, '清仓');
    await chooseOption(user, tags, '新品');
    await chooseOption(user, tags, '热卖');
    await chooseOption(user, tags, '热卖');
    await user.keyboard('{Escape}');
    expect(tags).toHaveTextContent('新品清仓');

    await chooseOption(user, '地区（第1级）', '海外');
    expect(screen.queryByRole('combobox', { name: '地区（第2级）' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith({ level: '1', tags: [10, 30], area: [0] });
  });

  it('searches a cascader level, and going back to 请选择 drops the levels under it', async () => {
    const { user, onSubmit } = renderForm(selects);
    await chooseOption(user, '等级', '一级');
    await chooseOption(user, '地区（第1级）', '广东');
    await chooseOption(user, '地区（第2级）', '深圳');
    await chooseOption(user, '地区（第1级）', '请选择');
    expect(shownChoice('地区（第1级）')).toBe('请选择');
    expect(screen.queryByRole('combobox', { name: '地区（第2级）' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '地区（第1级）' }));
    await user.type(screen.getByRole('searchbox', { name: '筛选选项' }), '广{Enter}');
    expect(shownChoice('地区（第1级）')).toBe('广东');
    expect(shownChoice('地区（第2级）')).toBe('请选择');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith({ level: 1, tags: [], area: [] });
  });
});
