import { controlKind } from '@/components/dynamic-form/form-model';
import { parseFormConfig } from '@/components/dynamic-form/types';
import {
  allKeysOf,
  createField,
  DEFAULT_SETTINGS,
  designerFields,
  duplicateField,
  fieldProblems,
  formProblems,
  formValueOf,
  keepDefaultInOptions,
  kindOf,
  newUid,
  nextKey,
  optionValueOf,
  PALETTE,
  settingsOf,
} from './designer-model';

const item = (kind: Parameters<typeof createField>[0], key: string) => ({ uid: newUid(), field: createField(kind, key) });

describe('the form designer model', () => {
  it('offers the ten components, each made into a field the renderer can show as that kind', () => {
    expect(PALETTE.map((p) => p.name)).toEqual(['单行文本', '多行文本', '数字', '单选', '多选', '下拉选择', '日期', '时间', '图片', '地址']);
    const fields = PALETTE.map((p, i) => createField(p.kind, `field${101 + i}`));
    expect(fields.map(kindOf)).toEqual(PALETTE.map((p) => p.kind));
    expect(fields.map(controlKind)).toEqual(['text', 'textarea', 'number', 'radio', 'checkbox', 'select', 'date', 'time', 'image', 'address']);
    expect(fields[0]).toMatchObject({ __vModel__: 'field101', placeholder: '请输入单行文本', __config__: { label: '单行文本', tag: 'el-input', required: true, layout: 'colFormItem', span: 24, regList: [] } });
    expect(fields[3].__slot__?.options).toEqual([
      { label: '选项一', value: 1 },
      { label: '选项二', value: 2 },
    ]);
    expect(fields[6].placeholder).toBe('请选择日期');
  });

  it('numbers new keys after the largest generated one, skipping taken ones', () => {
    expect(nextKey([])).toBe('field101');
    expect(nextKey(['name', 'field105', 'field103'])).toBe('field106');
    const used = new Set(['field101', 'field102']);
    const copy = duplicateField(createField('radio', 'field101'), used);
    expect(copy.__vModel__).toBe('field103');
    expect(used.has('field103')).toBe(true);
    expect(copy.__slot__?.options).toHaveLength(2);
  });

  it('checks labels, keys (format and unique), options, patterns, links and number ranges', () => {
    const field = createField('select', 'field101');
    expect(fieldProblems(field, [])).toEqual({});
    field.__config__.label = ' ';
    field.__vModel__ = '1abc';
    field.__slot__ = { options: [{ label: '', value: 1 }, { label: '乙', value: 2 }, { label: '丙', value: 2 }] };
    field.__config__.regList = [{ pattern: '/[/', message: '' }, { pattern: ' ', message: '' }, { pattern: '/^\\d+$/', message: '' }];
    field.__config__.tipsIsLink = true;
    field.__config__.tipsLink = 'javascript:alert(1)';
    expect(fieldProblems(field, [])).toEqual({
      label: '请输入标题',
      key: '字段名只能包含字母、数字和下划线，且不能以数字开头',
      optionLabels: { 0: '请输入选项名', 2: '选项值不能重复' },
      patterns: { 0: '正则表达式无效', 1: '请输入正则表达式' },
      tipsLink: '请输入以 http:// 或 https:// 开头的链接',
    });
    field.__slot__ = { options: [] };
    expect(fieldProblems(field, [])).toMatchObject({ options: '请至少添加一个选项' });
    expect(fieldProblems(createField('input', 'name'), ['name'])).toEqual({ key: '字段名不能重复' });
    expect(fieldProblems(createField('input', ''), [])).toEqual({ key: '请输入字段名' });
    const number = createField('number', 'n');
    number.min = 10;
    number.max = 1;
    expect(fieldProblems(number, [])).toEqual({ range: '最小值不能大于最大值' });

    const twins = [item('input', 'same'), item('textarea', 'same'), item('date', 'other')];
    expect([...formProblems(twins).keys()]).toEqual([twins[0].uid, twins[1].uid]);
  });

  it('keeps option values typed as numbers as numbers, and defaults within the options', () => {
    expect(optionValueOf('3')).toBe(3);
    expect(optionValueOf('-1.5')).toBe(-1.5);
    expect(optionValueOf('a1')).toBe('a1');
    expect(optionValueOf('')).toBe('');
    const checkbox = createField('checkbox', 'c');
    checkbox.__config__.defaultValue = [1, 2];
    checkbox.__slot__ = { options: [{ label: '乙', value: 2 }] };
    expect(keepDefaultInOptions(checkbox)).toEqual([2]);
    const radio = createField('radio', 'r');
    radio.__config__.defaultValue = 5;
    expect(keepDefaultInOptions(radio)).toBeUndefined();
  });

  it('saves the form-generator config the renderer reads back, with the keys in order', () => {
    const fields = [item('input', 'name'), item('date', 'day'), item('checkbox', 'likes')];
    fields[0].field.__config__.regList = [{ pattern: '/^\\S+$/', message: '不能有空格' }];
    const settings = { ...DEFAULT_SETTINGS, labelPosition: 'top' as const, formBtns: false };
    const formValue = formValueOf(settings, fields);
    const raw = JSON.parse(formValue);
    expect(raw).toMatchObject({ formRef: 'elForm', formModel: 'formData', formRules: 'rules', labelPosition: 'top', formBtns: false, size: 'medium', labelWidth: 100, gutter: 15, span: 24, disabled: false });
    expect(raw.fields[1]).toMatchObject({ __vModel__: 'day', 'value-format': 'yyyy-MM-dd', __config__: { tag: 'el-date-picker' } });
    expect(allKeysOf(fields)).toBe('name,day,likes');

    const parsed = parseFormConfig(formValue);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(settingsOf(parsed.config)).toEqual(settings);
    const again = designerFields(parsed.config);
    expect(again.map((f) => f.field)).toEqual(fields.map((f) => f.field));
    expect(JSON.parse(formValueOf(settingsOf(parsed.config), again))).toEqual(raw);
  });
});
