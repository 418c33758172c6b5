import type { MerchantCategory } from '@/api/generated/model';
import { buildTree, filterTree, heightOf, levelOf, parentIds, parentOptions, parentProblem, visibleLines } from './category-tree';

const c = (id: number, pid: number, name: string, sort = 1, isShow = true): MerchantCategory => ({ id, pid, name, icon: '', sort, isShow, createTime: '2024-01-01 00:00:00' });

const list = [c(1, 0, '服装', 5), c(2, 1, '男装', 1), c(3, 2, 'T恤'), c(4, 1, '女装', 9, false), c(5, 0, '食品', 8), c(6, 99, '孤儿')];

describe('the category tree', () => {
  it('nests by pid, orders each level by sort then id, and puts rows without a parent on top', () => {
    const tree = buildTree(list);
    expect(tree.map((n) => n.name)).toEqual(['食品', '服装', '孤儿']);
    expect(tree[1].children.map((n) => n.name)).toEqual(['女装', '男装']);
    expect(tree[1].children[1].children.map((n) => n.name)).toEqual(['T恤']);
  });

  it('shows the lines of expanded nodes with their depth', () => {
    const tree = buildTree(list);
    expect(visibleLines(tree, new Set()).map((l) => `${l.depth}${l.category.name}`)).toEqual(['0食品', '0服装', '1女装', '1男装', '2T恤', '0孤儿']);
    expect(visibleLines(tree, new Set([1])).map((l) => l.category.name)).toEqual(['食品', '服装', '孤儿']);
    expect(parentIds(tree)).toEqual([1, 2]);
  });

  it('filters by name, keeping the path to a match and what is below it', () => {
    const tree = buildTree(list);
    expect(visibleLines(filterTree(tree, '男'), new Set()).map((l) => l.category.name)).toEqual(['服装', '男装', 'T恤']);
    expect(filterTree(tree, '  ')).toHaveLength(3);
    expect(filterTree(tree, '家电')).toEqual([]);
  });

  it('offers every category as a parent, hidden ones too, but not the second level', () => {
    expect(parentOptions(buildTree(list)).map((o) => [o.name, o.depth, o.isShow, o.disabled])).toEqual([
      ['食品', 0, true, false],
      ['服装', 0, true, false],
      ['女装', 1, false, true],
      ['男装', 1, true, true],
      ['T恤', 2, true, true],
      ['孤儿', 0, true, false],
    ]);
  });
});

describe('choosing a parent', () => {
  it('knows levels and heights', () => {
    expect([levelOf(list, 0), levelOf(list, 1), levelOf(list, 3)]).toEqual([0, 1, 3]);
    expect([heightOf(list, 1), heightOf(list, 2), heightOf(list, 3)]).toEqual([3, 2, 1]);
  });

  it('refuses the category itself or one below it', () => {
    expect(parentProblem(list, 1, 1)).toBe('上级分类不能选当前分类');
    expect(parentProblem(list, 1, 3)).toBe('上级分类不能选当前分类');
    expect(parentProblem(list, 2, 0)).toBeNull();
  });

  it('keeps within two levels, as the reference does', () => {
    expect(parentProblem(list, undefined, 1)).toBeNull();
    expect(parentProblem(list, undefined, 2)).toBe('商户商品分类最多两级');
    // 女装 has no children: under 食品 (level 1) it fits. 男装 spans two levels: only the top level takes it.
    expect(parentProblem(list, 4, 5)).toBeNull();
    expect(parentProblem(list, 2, 5)).toBe('商户商品分类最多两级');
    expect(parentProblem(list, 2, 0)).toBeNull();
    expect(parentProblem(list, undefined, 42)).toBe('上级分类不存在');
  });
});
