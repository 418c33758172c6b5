import { buildFieldValidation, isEmptyValue, isMultiValue, parsePattern, ruleTrigger, validateValue } from './rules';
import type { FormField, RegRule } from './types';

function field(tag: string, config: Partial<FormField['__config__']> = {}, props: Partial<FormField> = {}): FormField {
  return {
    __config__: { label: '手机号', tag, required: false, layout: 'colFormItem', showLabel: true, regList: [], tipsIsLink: false, ...config },
    __vModel__: 'mobile',
    ...props,
  };
}

const phone: RegRule = { pattern: '/^1\\d{10}$/', message: '手机号格式错误' };

describe('required message', () => {
  it('is the placeholder when the field has one', () => {
    const validation = buildFieldValidation(field('el-input', { required: true }, { placeholder: '请输入手机号' }));
    expect(validateValue('', validation)).toBe('请输入手机号');
  });

  it('is label + 不能为空 without a placeholder', () => {
    expect(validateValue('', buildFieldValidation(field('el-input', { required: true })))).toBe('手机号不能为空');
    expect(validateValue('', buildFieldValidation(field('el-input', { required: true }, { placeholder: '' })))).toBe('手机号不能为空');
  });

  it.each([
    ['el-checkbox-group', {}],
    ['el-select', { multiple: true }],
    ['el-cascader', { props: { props: { multiple: true } } }],
  ] as const)('asks to pick at least one for a required multi-value %s, placeholder or not', (tag, props) => {
    const multi = field(tag, { required: true, label: '兴趣' }, { placeholder: '请选择兴趣', ...props });
    expect(isMultiValue(multi)).toBe(true);
    expect(validateValue([], buildFieldValidation(multi))).toBe('请至少选择一个兴趣');
    expect(validateValue(['读书'], buildFieldValidation(multi))).toBeUndefined();
  });

  it('treats a single select and a single-path cascader as single-value', () => {
    expect(isMultiValue(field('el-select'))).toBe(false);
    expect(validateValue(null, buildFieldValidation(field('el-select', { required: true, label: '城市' }, { placeholder: '请选择城市' })))).toBe('请选择城市');
    expect(validateValue([], buildFieldValidation(field('el-cascader', { required: true, label: '地区' })))).toBe('地区不能为空');
  });

  it('counts blank text, half ranges and a 0-star rate as empty, but not false or 0 elsewhere', () => {
    expect(isEmptyValue('   ', 'el-input')).toBe(true);
    expect(isEmptyValue(['2024-01-01', ''], 'el-date-picker')).toBe(true);
    expect(isEmptyValue(['2024-01-01', '2024-01-02'], 'el-date-picker')).toBe(false);
    expect(isEmptyValue(0, 'el-rate')).toBe(true);
    expect(isEmptyValue(0, 'el-input-number')).toBe(false);
    expect(isEmptyValue(false, 'el-switch')).toBe(false);
  });

  it('adds no rule to an optional field', () => {
    expect(buildFieldValidation(field('el-input')).rules).toEqual([]);
    expect(validateValue('', buildFieldValidation(field('el-input')))).toBeUndefined();
  });
});

describe('regList', () => {
  it('applies each pattern with its message', () => {
    const validation = buildFieldValidation(field('el-input', { regList: [phone, { pattern: '/^138/', message: '只收138号段' }] }));
    expect(validateValue('12345', validation)).toBe('手机号格式错误');
    expect(validateValue('13900000000', validation)).toBe('只收138号段');
    expect(validateValue('13800138000', validation)).toBeUndefined();
  });

  it('checks required before patterns and lets an empty optional value pass the pattern', () => {
    expect(validateValue('', buildFieldValidation(field('el-input', { required: true, regList: [phone] })))).toBe('手机号不能为空');
    expect(validateValue('', buildFieldValidation(field('el-input', { regList: [phone] })))).toBeUndefined();
  });

  it('tests numbers as text', () => {
    const validation = buildFieldValidation(field('el-input-number', { label: '年龄', regList: [{ pattern: '/^\\d{1,2}$/', message: '年龄不对' }] }));
    expect(validateValue(123, validation)).toBe('年龄不对');
    expect(validateValue(42, validation)).toBeUndefined();
  });

  it('uses flags, bare bodies and RegExp objects, and drops g so repeated checks agree', () => {
    expect(parsePattern('/^abc$/i')?.test('ABC')).toBe(true);
    expect(parsePattern('^\\d+$')?.test('123')).toBe(true);
    expect(parsePattern(/^x$/i)?.test('X')).toBe(true);
    const global = buildFieldValidation(field('el-input', { regList: [{ pattern: '/\\d/g', message: '要有数字' }] }));
    expect(validateValue('a1', global)).toBeUndefined();
    expect(validateValue('a1', global)).toBeUndefined();
  });

  it('falls back to a message of its own when the entry has none', () => {
    expect(validateValue('x', buildFieldValidation(field('el-input', { regList: [{ pattern: '/^\\d+$/' }] })))).toBe('手机号格式不正确');
  });

  it('reports a malformed pattern as a config problem instead of throwing or logging', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const validation = buildFieldValidation(
      field('el-input', { regList: [{ pattern: '/(/', message: '坏的' }, { pattern: '/abc/x', message: '坏的标志' }, phone] }),
    );
    expect(validation.problems).toEqual([
      { field: 'mobile', message: '正则表达式无效：/(/' },
      { field: 'mobile', message: '正则表达式无效：/abc/x' },
    ]);
    expect(validation.rules).toHaveLength(1);
    expect(validateValue('123', validation)).toBe('手机号格式错误');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
  });

  it('never evaluates the pattern text', () => {
    const hit = vi.fn<() => void>();
    Object.assign(globalThis, { dynamicFormHit: hit });
    const validation = buildFieldValidation(field('el-input', { regList: [{ pattern: 'dynamicFormHit()', message: 'x' }] }));
    validateValue('anything', validation);
    expect(hit).not.toHaveBeenCalled();
    Reflect.deleteProperty(globalThis, 'dynamicFormHit');
  });

  it('skips the empty rows the designer leaves behind', () => {
    const validation = buildFieldValidation(field('el-input', { regList: [{ pattern: '', message: '' }] }));
    expect(validation.rules).toEqual([]);
    expect(validation.problems).toEqual([]);
  });
});

describe('triggers', () => {
  it.each([
    ['el-input', 'blur'],
    ['el-input-number', 'blur'],
    ['el-select', 'change'],
    ['el-radio-group', 'change'],
    ['el-checkbox-group', 'change'],
    ['el-cascader', 'change'],
    ['el-date-picker', 'change'],
    ['el-time-picker', 'change'],
    ['el-switch', 'change'],
    ['el-rate', 'change'],
  ])('%s validates on %s', (tag, trigger) => {
    expect(ruleTrigger(tag)).toBe(trigger);
    expect(buildFieldValidation(field(tag)).trigger).toBe(trigger);
  });

  it('has none for tags it cannot render', () => {
    expect(ruleTrigger('el-color-picker')).toBeUndefined();
    expect(ruleTrigger('el-slider')).toBeUndefined();
    expect(ruleTrigger('toString')).toBeUndefined();
  });
});
