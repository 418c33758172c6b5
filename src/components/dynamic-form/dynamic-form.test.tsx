import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, shownChoice } from '@/test/select';
import { DynamicForm } from './dynamic-form';
import { parseFormConfig, type DynamicFormConfig, type FormValues } from './types';

function parsed(raw: unknown): DynamicFormConfig {
  const result = parseFormConfig(raw);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

const field = (config: Record<string, unknown>, props: Record<string, unknown> = {}) => ({ __config__: { layout: 'colFormItem', ...config }, ...props });

/** A config as the designer saves it: a row of two half-width inputs, then one control of each kind. */
const sampleConfig = {
  labelWidth: 110,
  gutter: 20,
  fields: [
    {
      __config__: {
        layout: 'rowFormItem',
        label: '行容器',
        children: [
          field(
            { label: '姓名', tag: 'el-input', required: true, span: 12, tips: '填写身份证上的姓名' },
            { __vModel__: 'name', placeholder: '请输入姓名' },
          ),
          field(
            { label: '手机号', tag: 'el-input', required: true, span: 12, regList: [{ pattern: '/^1\\d{10}$/', message: '手机号格式错误' }] },
            { __vModel__: 'mobile' },
          ),
        ],
      },
    },
    field({ label: '数量', tag: 'el-input-number', defaultValue: 2 }, { __vModel__: 'count', min: 1, max: 10 }),
    field(
      { label: '城市', tag: 'el-select', required: true, defaultValue: 2 },
      { __vModel__: 'city', placeholder: '请选择城市', __slot__: { options: [{ label: '北京', value: 1 }, { label: '上海', value: 2 }] } },
    ),
    field(
      { label: '兴趣', tag: 'el-checkbox-group', required: true, defaultValue: [] },
      { __vModel__: 'hobbies', __slot__: { options: [{ label: '读书', value: 'book' }, { label: '旅行', value: 'travel' }] } },
    ),
    field(
      { label: '性别', tag: 'el-radio-group', required: true },
      { __vModel__: 'gender', __slot__: { options: [{ label: '男', value: 1 }, { label: '女', value: 2 }] } },
    ),
    field({ label: '订阅', tag: 'el-switch', defaultValue: true }, { __vModel__: 'subscribe' }),
    field({ label: '评分', tag: 'el-rate', defaultValue: 4 }, { __vModel__: 'score' }),
    field({ label: '备注', tag: 'el-input' }, { __vModel__: 'remark', type: 'textarea' }),
  ],
};

function renderForm(raw: unknown = sampleConfig) {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const user = userEvent.setup();
  const view = render(<DynamicForm config={parsed(raw)} onSubmit={onSubmit} aria-label="测试表单" />);
  return { user, onSubmit, ...view };
}

/** The error a screen reader hears with the control: its described-by rows that are error rows. */
function errorOf(label: string) {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
}

describe('DynamicForm layouts', () => {
  it('puts colFormItems in columns of span/24 and rowFormItem children in their own row', () => {
    renderForm();
    const name = screen.getByLabelText('姓名');
    const mobile = screen.getByLabelText('手机号');
    const nameColumn = name.closest('[data-layout="colFormItem"]');
    expect(nameColumn).toHaveClass('col-span-12');
    expect(mobile.closest('[data-layout="colFormItem"]')).toHaveClass('col-span-12');
    const row = name.closest('[data-layout="rowFormItem"]');
    expect(row).toHaveClass('col-span-24');
    expect(row).toContainElement(mobile);
    expect(row).not.toContainElement(screen.getByLabelText('数量'));
    expect(screen.getByLabelText('数量').closest('[data-layout="colFormItem"]')).toHaveClass('col-span-24');
  });

  it('lays labels out at the configured width and position', () => {
    renderForm();
    expect(screen.getByText('姓名', { selector: 'label' })).toHaveStyle({ width: '110px' });
    expect(screen.getByText('姓名', { selector: 'label' })).toHaveClass('text-right');
    render(<DynamicForm config={parsed({ ...sampleConfig, labelPosition: 'top' })} aria-label="顶部标签" />);
    const topForm = screen.getByRole('form', { name: '顶部标签' });
    expect(within(topForm).getByText('姓名', { selector: 'label' })).not.toHaveAttribute('style');
  });

  it('renders inside another form as a div with the form role and no buttons (forms cannot nest)', () => {
    const { container } = render(
      <form aria-label="外层">
        <DynamicForm config={parsed(sampleConfig)} embedded aria-label="预览" />
      </form>,
    );
    const preview = screen.getByRole('form', { name: '预览' });
    expect(preview.tagName).toBe('DIV');
    expect(within(preview).getByLabelText(/姓名/)).toBeInTheDocument();
    expect(within(preview).queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('shows 没有与…匹配的layout for an unknown layout instead of crashing', () => {
    renderForm({ fields: [field({ label: '姓名', tag: 'el-input', layout: 'fooItem' }, { __vModel__: 'name' })] });
    expect(screen.getByRole('alert')).toHaveTextContent(/^没有与fooItem匹配的layout$/);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('finds an unknown layout inside a row too', () => {
    renderForm({ fields: [{ __config__: { layout: 'rowFormItem', children: [field({ layout: 'barItem', tag: 'el-input' })] } }] });
    expect(screen.getByRole('alert')).toHaveTextContent('没有与barItem匹配的layout');
  });
});

describe('DynamicForm components', () => {
  it('shows a note for el-upload and unknown tags instead of a control', () => {
    renderForm({
      fields: [
        field({ label: '附件', tag: 'el-upload' }, { __vModel__: 'files' }),
        field({ label: '颜色', tag: 'el-color-picker' }, { __vModel__: 'color' }),
        field({ label: '周', tag: 'el-date-picker' }, { __vModel__: 'week', type: 'week' }),
      ],
    });
    expect(screen.getByText('暂不支持该组件：el-upload')).toBeInTheDocument();
    expect(screen.getByText('暂不支持该组件：el-color-picker')).toBeInTheDocument();
    expect(screen.getByText('暂不支持该组件：el-date-picker（week）')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('renders tips as text, or as a new-tab link only for http(s) links', () => {
    renderForm({
      fields: [
        field({ label: '姓名', tag: 'el-input', tips: '填写真实姓名' }, { __vModel__: 'name' }),
        field({ label: '协议', tag: 'el-input', tips: '查看协议', tipsIsLink: true, tipsLink: 'https://example.com/terms' }, { __vModel__: 'terms' }),
        field({ label: '脚本', tag: 'el-input', tips: '点我', tipsIsLink: true, tipsLink: 'javascript:alert(1)' }, { __vModel__: 'script' }),
      ],
    });
    expect(screen.getByText('填写真实姓名').closest('a')).toBeNull();
    const link = screen.getByRole('link', { name: '查看协议' });
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('点我').closest('a')).toBeNull();
    expect(screen.getByLabelText('姓名')).toHaveAccessibleDescription('填写真实姓名');
  });

  it('disables every control and both buttons when the form is disabled', () => {
    renderForm({ ...sampleConfig, disabled: true });
    for (const label of ['姓名', '手机号', '数量', '城市', '订阅', '备注']) expect(screen.getByLabelText(label)).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '重置' })).toBeDisabled();
  });

  it('has no buttons when formBtns is false', () => {
    renderForm({ ...sampleConfig, formBtns: false });
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });
});

describe('DynamicForm validation', () => {
  it('checks text inputs on blur, with the placeholder or label + 不能为空', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('姓名'));
    expect(errorOf('姓名')).toBe('');
    await user.tab();
    expect(errorOf('姓名')).toBe('请输入姓名');
    await user.click(screen.getByLabelText('手机号'));
    await user.tab();
    expect(errorOf('手机号')).toBe('手机号不能为空');
    await user.type(screen.getByLabelText('手机号'), '12345');
    expect(errorOf('手机号')).toBe('手机号不能为空');
    await user.tab();
    expect(errorOf('手机号')).toBe('手机号格式错误');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks selects and checkbox groups on change', async () => {
    const { user } = renderForm();
    expect(shownChoice('城市')).toBe('上海');
    await chooseOption(user, '城市', '请选择城市');
    expect(errorOf('城市')).toBe('请选择城市');
    expect(screen.getByLabelText('城市')).toHaveAttribute('aria-invalid', 'true');
    await chooseOption(user, '城市', '北京');
    expect(errorOf('城市')).toBe('');
    expect(shownChoice('城市')).toBe('北京');
    await user.click(screen.getByRole('checkbox', { name: '读书' }));
    expect(errorOf('兴趣')).toBe('');
    await user.click(screen.getByRole('checkbox', { name: '读书' }));
    expect(errorOf('兴趣')).toBe('请至少选择一个兴趣');
  });

  it('shows every message on submit and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(errorOf('姓名')).toBe('请输入姓名');
    expect(errorOf('手机号')).toBe('手机号不能为空');
    expect(errorOf('兴趣')).toBe('请至少选择一个兴趣');
    expect(errorOf('性别')).toBe('性别不能为空');
    expect(errorOf('城市')).toBe('');
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits typed values, defaults included', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('checkbox', { name: '旅行' }));
    await user.click(screen.getByRole('radio', { name: '女' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: '张三',
      mobile: '13800138000',
      count: 2,
      city: 2,
      hobbies: ['travel'],
      gender: 2,
      subscribe: true,
      score: 4,
      remark: '',
    });
  });

  it('resets to the defaults and clears messages', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('姓名'), '李四');
    await user.click(screen.getByRole('switch', { name: '订阅' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(errorOf('手机号')).toBe('手机号不能为空');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByLabelText('姓名')).toHaveValue('');
    expect(screen.getByRole('switch', { name: '订阅' })).toHaveAttribute('aria-checked', 'true');
    expect(errorOf('手机号')).toBe('');
  });
});

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
