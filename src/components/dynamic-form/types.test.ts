import { parseFormConfig } from './types';

const designerConfig = {
  fields: [
    {
      __config__: {
        label: '手机号',
        labelWidth: null,
        showLabel: true,
        changeTag: true,
        tag: 'el-input',
        tagIcon: 'input',
        required: true,
        layout: 'colFormItem',
        span: 24,
        document: 'https://element.eleme.cn/#/zh-CN/component/input',
        regList: [{ pattern: '/^1(3|4|5|7|8|9)\\d{9}$/', message: '手机号格式错误' }],
        formId: 101,
        renderKey: 1612345678901,
      },
      __slot__: { prepend: '', append: '' },
      placeholder: '请输入手机号',
      style: { width: '100%' },
      clearable: true,
      'prefix-icon': 'el-icon-mobile',
      maxlength: 11,
      'show-word-limit': true,
      readonly: false,
      disabled: false,
      __vModel__: 'mobile',
    },
  ],
  formRef: 'elForm',
  formModel: 'formData',
  size: 'medium',
  labelPosition: 'right',
  labelWidth: 100,
  formRules: 'rules',
  gutter: 15,
  disabled: false,
  span: 24,
  formBtns: true,
};

describe('parseFormConfig', () => {
  it('accepts what the form-generator designer saves, from an object or its JSON', () => {
    for (const input of [designerConfig, JSON.stringify(designerConfig)]) {
      const result = parseFormConfig(input);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.config).toMatchObject({ size: 'medium', labelPosition: 'right', labelWidth: 100, gutter: 15, disabled: false, formBtns: true, span: 24 });
      const [mobile] = result.config.fields;
      expect(mobile.__vModel__).toBe('mobile');
      expect(mobile.__config__).toMatchObject({ label: '手机号', tag: 'el-input', required: true, layout: 'colFormItem', span: 24 });
      expect(mobile.__config__.regList).toEqual([{ pattern: '/^1(3|4|5|7|8|9)\\d{9}$/', message: '手机号格式错误' }]);
      expect(mobile.maxlength).toBe(11);
    }
  });

  it('drops keys it does not render, so nothing else from the config reaches the page', () => {
    const result = parseFormConfig(designerConfig);
    if (!result.ok) throw new Error(result.error);
    expect(result.config).not.toHaveProperty('formRef');
    expect(result.config.fields[0]).not.toHaveProperty('style');
    expect(result.config.fields[0].__config__).not.toHaveProperty('document');
  });

  it('fills the form-generator defaults and forgives odd cosmetic values', () => {
    const result = parseFormConfig({ fields: [{ __config__: { tag: 'el-input', span: 99, showLabel: 'yes' }, __vModel__: 'a' }], labelPosition: 'middle', labelWidth: '120px', size: 'huge' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config).toMatchObject({ size: 'medium', labelPosition: 'right', labelWidth: 120, gutter: 15, formBtns: true, disabled: false, span: 24 });
    expect(result.config.fields[0].__config__).toMatchObject({ label: '', layout: 'colFormItem', required: false, showLabel: true, regList: [], tipsIsLink: false });
    expect(result.config.fields[0].__config__.span).toBeUndefined();
  });

  it('keeps unknown layouts for the renderer to report', () => {
    const result = parseFormConfig({ fields: [{ __config__: { layout: 'fooItem' } }] });
    expect(result.ok && result.config.fields[0].__config__.layout).toBe('fooItem');
  });

  it('parses row children and cascader trees recursively', () => {
    const result = parseFormConfig({
      fields: [
        {
          __config__: {
            layout: 'rowFormItem',
            children: [{ __config__: { tag: 'el-cascader' }, __vModel__: 'area', options: [{ label: '广东', value: 1, children: [{ label: '深圳', value: 2 }] }] }],
          },
        },
      ],
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.fields[0].__config__.children?.[0].options?.[0].children?.[0]).toEqual({ label: '深圳', value: 2 });
  });

  it.each([
    ['not JSON', '{fields:', '表单配置无效：不是有效的 JSON'],
    ['no fields', {}, '表单配置无效：fields 应为数组'],
    ['fields not an array', { fields: 'x' }, '表单配置无效：fields 应为数组'],
    ['a field without __config__', { fields: [{}] }, '表单配置无效：fields.0.__config__ 应为对象'],
    ['a tag that is not text', { fields: [{ __config__: { tag: 1 } }] }, '表单配置无效：fields.0.__config__.tag 应为字符串'],
    ['a regList that is not a list', { fields: [{ __config__: { regList: 'x' } }] }, '表单配置无效：fields.0.__config__.regList 应为数组'],
    ['options without values', { fields: [{ __config__: {}, __slot__: { options: [{ label: 'a' }] } }] }, '表单配置无效：fields.0.__slot__.options.0.value 取值无效'],
    ['a dotted field name', { fields: [{ __config__: {}, __vModel__: 'a.b' }] }, '表单配置无效：fields.0.__vModel__ 字段名无效'],
    ['a prototype field name', { fields: [{ __config__: {}, __vModel__: '__proto__' }] }, '表单配置无效：fields.0.__vModel__ 字段名无效'],
    ['null', null, '表单配置无效：表单配置 应为对象'],
  ])('rejects %s with a Chinese error', (_, input, error) => {
    expect(parseFormConfig(input)).toEqual({ ok: false, error });
  });
});
