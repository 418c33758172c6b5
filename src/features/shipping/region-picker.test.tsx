import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CityVo } from '@/api/generated/model';
import { regionTree } from '@/mocks/seed/shipping';
import { emptySelection, regionIndexOf, selectionFromValue, summaryOf, toggleRegion, valueOfSelection, valueOfTitle, type RegionValue } from './region-index';
import { RegionPickerDialog } from './region-picker';

const district = (regionId: number, parentId: number, regionName: string): CityVo => ({ regionId, parentId, regionName, regionType: 3 });
const TREE: CityVo[] = [
  {
    regionId: 1, parentId: 0, regionName: '甲省', regionType: 1,
    child: [
      { regionId: 11, parentId: 1, regionName: '甲一市', regionType: 2, child: [district(111, 11, '东区'), district(112, 11, '西区')] },
      { regionId: 12, parentId: 1, regionName: '甲二市', regionType: 2, child: [district(121, 12, '南区')] },
    ],
  },
  { regionId: 2, parentId: 0, regionName: '乙省', regionType: 1, child: [{ regionId: 21, parentId: 2, regionName: '乙一市', regionType: 2, child: [district(211, 21, '北区')] }] },
];

function open(value: RegionValue | null = null, tree: readonly CityVo[] = TREE) {
  const onConfirm = vi.fn<(value: RegionValue | null) => void>();
  const user = userEvent.setup();
  render(<RegionPickerDialog tree={tree} value={value} onConfirm={onConfirm} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: '选择区域' });
  const column = (name: '省份' | '城市' | '区县') => within(within(dialog).getByRole('list', { name }));
  return { user, onConfirm, dialog, column };
}

describe('选择区域', () => {
  it('checks a province with all its cities and districts, and shows a partly chosen parent as mixed', async () => {
    const { user, onConfirm, dialog, column } = open();
    await user.click(column('省份').getByRole('checkbox', { name: '甲省' }));
    expect(column('城市').getByRole('checkbox', { name: '甲一市' })).toBeChecked();
    expect(column('区县').getByRole('checkbox', { name: '西区' })).toBeChecked();

    await user.click(column('区县').getByRole('checkbox', { name: '西区' }));
    expect(column('城市').getByRole('checkbox', { name: '甲一市' })).toBePartiallyChecked();
    expect(column('省份').getByRole('checkbox', { name: '甲省' })).toBePartiallyChecked();
    expect(column('城市').getByRole('checkbox', { name: '甲二市' })).toBeChecked();

    await user.click(column('省份').getByRole('button', { name: '乙省' }));
    expect(column('城市').getByRole('checkbox', { name: '乙一市' })).not.toBeChecked();
    await user.click(column('城市').getByRole('checkbox', { name: '乙一市' }));
    expect(column('省份').getByRole('checkbox', { name: '乙省' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    // Every district with its full path: the backend finds each district's path by its third id.
    expect(onConfirm).toHaveBeenCalledWith({ cityId: '111,121,211', title: JSON.stringify([[1, 11, 111], [1, 12, 121], [2, 21, 211]]) });
  });

  it('opens on a stored choice exactly as it was saved, and finds regions by name', async () => {
    const { user, onConfirm, dialog, column } = open({ cityId: '121,111', title: JSON.stringify([[1, 12], [1, 11, 111]]) });
    expect(column('省份').getByRole('checkbox', { name: '甲省' })).toBePartiallyChecked();
    expect(column('区县').getByRole('checkbox', { name: '东区' })).toBeChecked();
    expect(column('区县').getByRole('checkbox', { name: '西区' })).not.toBeChecked();

    await user.type(within(dialog).getByLabelText('搜索地区'), '北区');
    await user.click(within(within(dialog).getByRole('list', { name: '搜索结果' })).getByRole('checkbox', { name: '乙省 / 乙一市 / 北区' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith({ cityId: '111,121,211', title: JSON.stringify([[1, 11, 111], [1, 12, 121], [2, 21, 211]]) });
  });

  it('answers "0" for the whole country and nothing for an empty choice', () => {
    const index = regionIndexOf(TREE);
    expect(valueOfSelection(index, emptySelection(index))).toBeNull();
    const all = index.roots.reduce((s, id) => toggleRegion(index, s, id, true), emptySelection(index));
    expect(valueOfSelection(index, all)).toEqual({ cityId: '0', title: '[[0,0]]' });
    expect(summaryOf(index, { cityId: '0', title: '[[0,0]]' })).toBe('全国');
  });

  it('reads a saved title against the tree: district paths as they are, a province or city path as all its districts, [[0,0]] as the whole country', () => {
    const index = regionIndexOf(TREE);
    expect(valueOfTitle(index, '[[1,11,112]]')).toEqual({ cityId: '112', title: '[[1,11,112]]' });
    expect(valueOfTitle(index, '[[1,11],[2]]')).toEqual({ cityId: '111,112,211', title: JSON.stringify([[1, 11, 111], [1, 11, 112], [2, 21, 211]]) });
    expect(valueOfTitle(index, '[[0,0]]')).toEqual({ cityId: '0', title: '[[0,0]]' });
    expect(valueOfTitle(index, '[[9,99,999]]')).toEqual({ cityId: '', title: '' });
    expect(valueOfTitle(index, '全国')).toEqual({ cityId: '', title: '' });
  });

  it('describes a choice in the whole country’s tree by its first region and how many there are', () => {
    const tree = regionTree();
    const index = regionIndexOf(tree);
    expect(regionIndexOf(tree)).toBe(index);
    expect(index.leaves).toHaveLength(3056);
    const picked = [3301, 33, 4401].reduce((s, id) => toggleRegion(index, s, id, true), emptySelection(index));
    const value = valueOfSelection(index, picked)!;
    const paths = JSON.parse(value.title) as number[][];
    expect(paths.every((p) => p.length === 3 && (p[0] === 33 || p[1] === 4401))).toBe(true);
    expect(paths.map((p) => p[2]).join(',')).toBe(value.cityId);
    expect(summaryOf(index, value)).toBe('浙江省 等 2 个地区');
    expect(value.cityId.split(',')).toContain('330106');
    expect(selectionFromValue(index, value).marks).toEqual(picked.marks);
  });
});
