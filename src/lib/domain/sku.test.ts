import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { applyBatch, combinationCount, combinations, move, normalizeSpecs, regenerateRows, rowKey, skuName, SKU_DEFAULTS, specsFromAttrs, valuesFromJson, type SkuRow, type Spec } from './sku';

const color: Spec = { name: '颜色', values: ['红', '蓝'] };
const size: Spec = { name: '尺码', values: ['S', 'M', 'L'] };

describe('combinations', () => {
  it('is the Cartesian product in spec order, first spec outermost', () => {
    expect(combinations([color, size])).toEqual([
      ['红', 'S'], ['红', 'M'], ['红', 'L'],
      ['蓝', 'S'], ['蓝', 'M'], ['蓝', 'L'],
    ]);
  });

  it('gives nothing without specs or with a spec without values', () => {
    expect(combinations([])).toEqual([]);
    expect(combinations([color, { name: '尺码', values: [] }])).toEqual([]);
  });

  it('makes 1,000 rows from 3 specs of 10 values, as many as combinationCount says', () => {
    const specs = ['甲', '乙', '丙'].map((name) => ({ name, values: Array.from({ length: 10 }, (_, i) => `${name}${i}`) }));
    expect(combinations(specs)).toHaveLength(1000);
    expect(combinationCount(specs)).toBe(1000);
  });

  it('always has the product of the value counts, each row distinct (property)', () => {
    const spec = fc.record({ name: fc.string({ minLength: 1, maxLength: 3 }), values: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }) });
    fc.assert(
      fc.property(fc.uniqueArray(spec, { selector: (s) => s.name, minLength: 1, maxLength: 3 }), (specs) => {
        const rows = combinations(specs);
        expect(rows).toHaveLength(combinationCount(specs));
        expect(new Set(rows.map((r) => JSON.stringify(r))).size).toBe(rows.length);
      }),
    );
  });
});

describe('normalizeSpecs', () => {
  it('trims, drops empty and repeated names and values', () => {
    expect(normalizeSpecs([{ name: ' 颜色 ', values: ['红', ' 红 ', '', '蓝'] }, { name: '颜色', values: ['绿'] }, { name: ' ', values: ['x'] }])).toEqual([{ name: '颜色', values: ['红', '蓝'] }]);
  });
});

const edited = (specs: Spec[]) => regenerateRows(specs, []).map((row, i) => ({ ...row, price: String(10 + i), id: i + 1 }));

describe('regenerateRows', () => {
  it('keeps what was typed for rows whose values survive, whatever the order of specs', () => {
    const rows = edited([color, size]);
    const again = regenerateRows([size, color], rows);
    const redS = again.find((r) => r.values['颜色'] === '红' && r.values['尺码'] === 'S')!;
    expect(redS.price).toBe('10');
    expect(redS.id).toBe(1);
    expect(again[0].values).toEqual({ 尺码: 'S', 颜色: '红' });
  });

  it('gives new values the defaults and drops removed ones', () => {
    const rows = edited([color]);
    const next = regenerateRows([{ name: '颜色', values: ['蓝', '绿'] }], rows);
    expect(next.map((r) => [r.values['颜色'], r.price])).toEqual([
      ['蓝', '11'],
      ['绿', SKU_DEFAULTS.price],
    ]);
  });

  it('follows a new order of values, each row keeping its fields and id', () => {
    const rows = edited([color, size]);
    const next = regenerateRows([color, { name: '尺码', values: ['L', 'S', 'M'] }], rows);
    expect(next.map((r) => `${r.values['颜色']}${r.values['尺码']}`)).toEqual(['红L', '红S', '红M', '蓝L', '蓝S', '蓝M']);
    for (const row of next) {
      const before = rows.find((r) => rowKey(r.values) === rowKey(row.values));
      expect(row).toEqual(before);
    }
  });

  it('carries typed fields over when a spec is added, without the old id', () => {
    const rows = edited([color]);
    const next = regenerateRows([color, { name: '尺码', values: ['S', 'M'] }], rows);
    expect(next.map((r) => r.price)).toEqual(['10', '10', '11', '11']);
    expect(next.every((r) => r.id === undefined)).toBe(true);
  });
});

describe('applyBatch', () => {
  const rows: SkuRow[] = regenerateRows([color], []);

  it('sets only filled fields, numbers above zero', () => {
    const next = applyBatch(rows, { price: '19.9', stock: '0', cost: '', barCode: 'A1' });
    expect(next.map((r) => [r.price, r.stock, r.cost, r.barCode])).toEqual([
      ['19.9', '0', SKU_DEFAULTS.cost, 'A1'],
      ['19.9', '0', SKU_DEFAULTS.cost, 'A1'],
    ]);
  });
});

describe('helpers', () => {
  it('rowKey ignores the order of specs', () => {
    expect(rowKey({ 颜色: '红', 尺码: 'S' })).toBe(rowKey({ 尺码: 'S', 颜色: '红' }));
  });

  it('skuName joins values in spec order', () => {
    expect(skuName([color, size], { ...SKU_DEFAULTS, values: { 尺码: 'M', 颜色: '蓝' } })).toBe('蓝,M');
  });

  it('reads attrs and attrValue JSON from the backend, tolerating bad JSON', () => {
    expect(specsFromAttrs([{ attrName: '颜色', attrValues: '红,蓝' }])).toEqual([color]);
    expect(valuesFromJson('{"颜色":"红"}')).toEqual({ 颜色: '红' });
    expect(valuesFromJson('not json')).toEqual({});
    expect(valuesFromJson('[1]')).toEqual({});
  });

  it('move reorders', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
