import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { confirmWith, openPage, texts, type PageUser } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption, shownChoice } from '@/test/select';
import { SUBMIT_DEBOUNCE_MS } from '@/components/use-submit-once';

const DESIGNER = '/page/maintain/creatSystemFrom';

const open = (path: string, heading: string) => openPage(path, () => screen.findByRole('heading', { name: heading }, { timeout: 10_000 }));

const canvas = () => screen.getByRole('list', { name: '表单组件' });
/** The labels of the fields on the canvas, top to bottom. */
const fieldLabels = () =>
  within(canvas())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-field-label]')?.textContent);
const props = () => screen.getByRole('complementary', { name: '属性' });

async function retype(user: PageUser, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('表单设计', () => {
  it('opens without the console layout, for those whose menus hold the form list only', async () => {
    const { location } = await open(DESIGNER, '添加表单');
    expect(location().pathname).toBe(DESIGNER);
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '组件' })).toBeInTheDocument();
  });

  it('keeps staff without the form list out', async () => {
    const app = await openPage(`${DESIGNER}/1/edit`, undefined, 'staff');
    await waitFor(() => expect(app.location().pathname).toBe('/401'), { timeout: 5000 });
  });

  it('designs a form: adds, edits, checks, orders, copies and removes fields, previews it and saves it', async () => {
    const requests = recordRequests();
    const { user, location } = await open(`${DESIGNER}/0/add`, '添加表单');

    // Nothing to save yet: the title first, then at least one field.
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入表单名称')).toBeInTheDocument();
    await user.type(screen.getByLabelText('表单名称'), '到店预约');
    expect(screen.queryByText('请输入表单名称')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('请至少添加一个表单组件'));

    // A text field: its label, the placeholder worded from it, and a rule.
    await user.click(screen.getByRole('button', { name: '添加单行文本' }));
    expect(within(props()).getByLabelText('字段名')).toHaveValue('field101');
    await retype(user, within(props()).getByLabelText('标题'), '姓名');
    expect(within(props()).getByLabelText('占位提示')).toHaveValue('请输入姓名');
    await user.click(within(props()).getByRole('button', { name: '添加规则' }));
    await user.type(within(props()).getByLabelText('规则1表达式'), '/[[');
    expect(within(props()).getByText('正则表达式无效')).toBeInTheDocument();
    await user.clear(within(props()).getByLabelText('规则1表达式'));
    await user.click(within(props()).getByLabelText('规则1表达式'));
    await user.paste('/^[\\u4e00-\\u9fa5]+$/');
    await user.type(within(props()).getByLabelText('规则1错误提示'), '请输入中文姓名');
    expect(within(props()).queryByText('正则表达式无效')).not.toBeInTheDocument();

    // A radio group after it: options renamed, added, moved and removed; one made the default.
    await user.click(screen.getByRole('button', { name: '添加单选' }));
    await retype(user, within(props()).getByLabelText('标题'), '到店方式');
    await retype(user, within(props()).getByLabelText('选项1名称'), '自驾');
    await retype(user, within(props()).getByLabelText('选项2名称'), '公交');
    await user.click(within(props()).getByRole('button', { name: '添加选项' }));
    expect(within(props()).getByLabelText('选项3名称')).toHaveValue('选项3');
    expect(within(props()).getByLabelText('选项3值')).toHaveValue('3');
    await retype(user, within(props()).getByLabelText('选项3名称'), '步行');
    await user.click(within(props()).getByRole('button', { name: '上移步行' }));
    expect(within(props()).getByLabelText('选项2名称')).toHaveValue('步行');
    await user.click(within(props()).getByRole('button', { name: '删除公交' }));
    expect(within(props()).queryByLabelText('选项3名称')).not.toBeInTheDocument();
    await chooseOption(user, within(props()).getByLabelText('默认值'), '步行');
    expect(shownChoice(within(props()).getByLabelText('默认值'))).toBe('步行');

    // A number field whose key clashes: refused at the field and on save, until it is changed.
    await user.click(screen.getByRole('button', { name: '添加数字' }));
    await retype(user, within(props()).getByLabelText('标题'), '人数');
    await retype(user, within(props()).getByLabelText('字段名'), 'field101');
    expect(within(props()).getByText('字段名不能重复')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    // Both fields with the key are flagged; the first is chosen to be fixed.
    await waitFor(() => expect(texts()).toContain('请完善「姓名」的设置'));
    expect(requests.count('/system/form/add')).toBe(0);
    expect(within(props()).getByLabelText('标题')).toHaveValue('姓名');
    expect(within(props()).getByText('字段名不能重复')).toBeInTheDocument();
    expect(within(canvas()).getAllByText('设置有误')).toHaveLength(2);
    await user.click(within(canvas()).getByRole('button', { name: /^人数/ }));
    await retype(user, within(props()).getByLabelText('字段名'), 'people');
    await retype(user, within(props()).getByLabelText('最小值'), '5');
    await retype(user, within(props()).getByLabelText('最大值'), '2');
    expect(within(props()).getByText('最小值不能大于最大值')).toBeInTheDocument();
    await retype(user, within(props()).getByLabelText('最小值'), '1');
    await user.click(within(props()).getByLabelText('必填'));

    // Order: 人数 up above 到店方式; a copy of 姓名 removed again.
    expect(fieldLabels()).toEqual(['姓名', '到店方式', '人数']);
    await user.click(within(canvas()).getByRole('button', { name: '上移人数' }));
    expect(fieldLabels()).toEqual(['姓名', '人数', '到店方式']);
    await user.click(within(canvas()).getByRole('button', { name: '复制姓名' }));
    expect(fieldLabels()).toEqual(['姓名', '姓名', '人数', '到店方式']);
    expect(within(props()).getByLabelText('字段名')).toHaveValue('field103');
    await user.click(within(canvas()).getAllByRole('button', { name: '删除姓名' })[1]);
    expect(fieldLabels()).toEqual(['姓名', '人数', '到店方式']);

    // The preview renders the form with its rules.
    await user.click(screen.getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('dialog', { name: '预览：到店预约' });
    const form = await within(preview).findByRole('form', { name: '到店预约预览' });
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByText('请输入姓名')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/姓名/), 'Tom');
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByText('请输入中文姓名')).toBeInTheDocument();
    await retype(user, within(form).getByLabelText(/姓名/), '张三');
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(preview).findByText('校验通过，提交的数据：')).toBeInTheDocument();
    expect(within(preview).getByText(/"field101": "张三"/)).toBeInTheDocument();
    expect(within(preview).getByText(/"field102": 3/)).toBeInTheDocument();
    await user.click(within(preview).getAllByRole('button', { name: '关闭' }).at(-1) ?? preview);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '预览：到店预约' })).not.toBeInTheDocument());

    // Saved: the config and the keys; the address now names the new form.
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('保存成功'));
    const [body] = await requests.bodies('/system/form/add');
    expect(body).toMatchObject({ formName: '到店预约', allKeys: 'field101,people,field102' });
    const saved = getDb().systemForms.find((f) => f.formName === '到店预约');
    expect(saved?.id).toBe(3);
    const config = JSON.parse(saved?.formValue ?? '{}');
    expect(config).toMatchObject({ formBtns: true, labelPosition: 'right', labelWidth: 100 });
    expect(config.fields[0]).toMatchObject({ __vModel__: 'field101', placeholder: '请输入姓名', __config__: { label: '姓名', tag: 'el-input', required: true, regList: [{ pattern: '/^[\\u4e00-\\u9fa5]+$/', message: '请输入中文姓名' }] } });
    expect(config.fields[1]).toMatchObject({ __vModel__: 'people', min: 1, max: 2, __config__: { label: '人数', tag: 'el-input-number', required: false } });
    expect(config.fields[2]).toMatchObject({ __slot__: { options: [{ label: '自驾', value: 1 }, { label: '步行', value: 3 }] }, __config__: { tag: 'el-radio-group', defaultValue: 3 } });
    await waitFor(() => expect(location().pathname).toBe(`${DESIGNER}/3/edit`));
    expect(await screen.findByRole('heading', { name: '编辑表单' })).toBeInTheDocument();
  }, 30_000);

  it('edits a saved form, and asks before unsaved changes are left', async () => {
    const requests = recordRequests();
    const { user } = await open(`${DESIGNER}/1/edit`, '编辑表单');
    expect(screen.getByLabelText('表单名称')).toHaveValue('预约信息登记');
    expect(fieldLabels()).toEqual(['姓名', '手机号', '预约日期', '人数']);
    await user.click(within(canvas()).getByRole('button', { name: /^手机号/ }));
    expect(within(props()).getByLabelText('规则1表达式')).toHaveValue('/^1[3-9]\\d{9}$/');
    expect(within(props()).getByLabelText('规则1错误提示')).toHaveValue('请输入正确的手机号');

    await user.click(within(canvas()).getByRole('button', { name: '下移姓名' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await confirmWith(user, '确认关闭？', '取消');
    expect(screen.getByRole('heading', { name: '编辑表单' })).toBeInTheDocument();

    // A title another form has is taken as it is (the backend keeps no titles unique).
    await retype(user, screen.getByLabelText('表单名称'), '定制刻字需求');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('保存成功'));
    expect(getDb().systemForms[0].formName).toBe('定制刻字需求');
    await retype(user, screen.getByLabelText('表单名称'), '预约登记');
    await user.click(screen.getByRole('tab', { name: '表单属性' }));
    await chooseOption(user, within(props()).getByLabelText('标签对齐'), '顶部对齐');
    await user.click(within(props()).getByLabelText('显示提交、重置按钮'));
    // A save within 500 ms of the last one is a double click, ignored (submits are debounced): a person
    // takes longer than this test to change three things.
    await new Promise((resolve) => setTimeout(resolve, SUBMIT_DEBOUNCE_MS));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(getDb().systemForms[0].formName).toBe('预约登记'));
    const bodies = await requests.bodies('/system/form/update');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ id: 1, formName: '预约登记', allKeys: 'phone,name,date,people' });
    expect(getDb().systemForms[0].formName).toBe('预约登记');
    expect(JSON.parse(getDb().systemForms[0].formValue)).toMatchObject({ labelPosition: 'top', formBtns: true });
    expect(fieldLabels()).toEqual(['手机号', '姓名', '预约日期', '人数']);
  });

  it('shows a form read-only as info', async () => {
    await open(`${DESIGNER}/2/info`, '查看表单');
    expect(screen.getByLabelText('表单名称')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '组件' })).not.toBeInTheDocument();
    expect(fieldLabels()).toEqual(['刻字内容', '字体', '备注']);
    expect(within(canvas()).queryByRole('button', { name: '删除字体' })).not.toBeInTheDocument();
    expect(within(props()).getByLabelText('标题')).toBeDisabled();
  });

  it('says when the form is not there, with a retry', async () => {
    await openPage(`${DESIGNER}/99/edit`);
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 5000 })).toBeInTheDocument();
    expect(texts()).toContain('系统表单不存在');
  });
});
