import { render, screen, within } from '@testing-library/react';
import { chooseOption, shownChoice } from '@/test/select';
import { DynamicForm } from './dynamic-form';
import { errorOf, field, parsed, renderForm as renderConfig } from './dynamic-form-test-utils';

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

const renderForm = (raw: unknown = sampleConfig) => renderConfig(raw);

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

