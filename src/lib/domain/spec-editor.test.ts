import type { Spec } from './sku';
import { addSpec, addValue, dedupeSpecs, hasSpecValues, moveValue, parseRuleValue, removeSpec, removeValue, SPEC_MESSAGES, specsOfRule, toRuleValue } from './spec-editor';

const colour: Spec = { name: '颜色', values: ['红', '蓝'] };
const size: Spec = { name: '尺码', values: ['S'] };

describe('adding a spec with its first value', () => {
  it('asks for the name first, with or without a value', () => {
    expect(addSpec([], '', '')).toEqual({ ok: false, field: 'name', message: '请添加规格名称' });
    expect(addSpec([], '   ', '红')).toEqual({ ok: false, field: 'name', message: SPEC_MESSAGES.nameRequired });
  });

  it('asks for a value when only the name is given', () => {
    expect(addSpec([], '颜色', '  ')).toEqual({ ok: false, field: 'value', message: '请添加属性' });
  });

  it('appends the trimmed spec and keeps the others', () => {
    expect(addSpec([colour], ' 尺码 ', ' S ')).toEqual({ ok: true, specs: [colour, { name: '尺码', values: ['S'] }] });
  });

  it('adds the value to a spec of the same name instead of a second spec, ignoring a repeat', () => {
    expect(addSpec([colour, size], '颜色', '绿')).toEqual({ ok: true, specs: [{ name: '颜色', values: ['红', '蓝', '绿'] }, size] });
    expect(addSpec([colour], '颜色', '红')).toEqual({ ok: true, specs: [colour] });
  });
});

describe('values of a spec', () => {
  it('adds a trimmed value at the end', () => {
    expect(addValue([colour, size], 1, ' M ')).toEqual([colour, { name: '尺码', values: ['S', 'M'] }]);
  });

  it('ignores blank and repeated values and leaves the list untouched', () => {
    const specs = [colour];
    expect(addValue(specs, 0, '  ')).toBe(specs);
    expect(addValue(specs, 0, ' 蓝')).toBe(specs);
    expect(addValue(specs, 5, '绿')).toBe(specs);
  });

  it('removes one value or a whole spec', () => {
    expect(removeValue([colour, size], 0, '红')).toEqual([{ name: '颜色', values: ['蓝'] }, size]);
    expect(removeSpec([colour, size], 0)).toEqual([size]);
  });

  it('moves a value to another place among its spec\'s values, leaving the other specs alone', () => {
    const sizes: Spec = { name: '尺码', values: ['S', 'M', 'L'] };
    expect(moveValue([colour, sizes], 1, 'L', 0)).toEqual([colour, { name: '尺码', values: ['L', 'S', 'M'] }]);
    expect(moveValue([colour, sizes], 1, 'S', 2)).toEqual([colour, { name: '尺码', values: ['M', 'L', 'S'] }]);
    const specs = [colour, sizes];
    expect(moveValue(specs, 1, 'S', 0)).toBe(specs);
    expect(moveValue(specs, 1, 'XL', 0)).toBe(specs);
    expect(moveValue(specs, 1, 'S', 3)).toBe(specs);
    expect(moveValue(specs, 4, 'S', 1)).toBe(specs);
  });

  it('dedupes names and values, dropping blank ones', () => {
    expect(dedupeSpecs([{ name: ' 颜色', values: ['红', ' 红 ', ''] }, { name: '颜色', values: ['绿'] }, { name: ' ', values: ['x'] }])).toEqual([{ name: '颜色', values: ['红'] }]);
  });
});

describe('saving and reading a template', () => {
  it('needs at least one spec with a value', () => {
    expect(hasSpecValues([])).toBe(false);
    expect(hasSpecValues([{ name: '颜色', values: [] }])).toBe(false);
    expect(hasSpecValues([{ name: '颜色', values: [] }, size])).toBe(true);
  });

  it('writes the JSON list the backend stores, leaving out specs without values', () => {
    expect(toRuleValue([colour, { name: '材质', values: [] }])).toBe('[{"value":"颜色","detail":["红","蓝"]}]');
  });

  it('reads the list back and refuses anything else', () => {
    expect(parseRuleValue('[{"value":"颜色","detail":["红","蓝","红"]}]')).toEqual([{ name: '颜色', values: ['红', '蓝'] }]);
    expect(parseRuleValue('not json')).toBeNull();
    expect(parseRuleValue('{"value":"颜色"}')).toBeNull();
    expect(parseRuleValue('[{"value":"颜色","detail":"红"}]')).toBeNull();
    expect(parseRuleValue('[{"value":1,"detail":[]}]')).toBeNull();
    expect(parseRuleValue('[{"value":"颜色","detail":[1]}]')).toBeNull();
    expect(specsOfRule('broken')).toEqual([]);
    expect(specsOfRule(toRuleValue([colour, size]))).toEqual([colour, size]);
  });
});
