import type { CategoryNode } from '@/api/generated/model';
import { FilterBar, FilterField, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { TreeSelect } from '@/components/tree-select';
import { parseIds, productTypeFilterOptions, type ProductListSearch } from '@/features/product/list/model/product-search';

const MEMBER_OPTIONS = [
  { value: true, label: '是' },
  { value: false, label: '否' },
];

/**
 * 筛选 of the list: 平台分类 (level 3 only; 景区商品 shows the fixed one instead), 商户分类,
 * 商品搜索, 会员商品 and 商品类型. Each category tree shows only with its permission.
 */
export function ProductFilters({ search, update, reset, onQuery, fixedCategoryName, platformTree, merchantTree }: {
  search: ProductListSearch;
  update: (change: Partial<ProductListSearch>) => void;
  reset: () => void;
  onQuery: () => void;
  fixedCategoryName?: string;
  /** The trees to choose from; null: the filter is not offered (its permission is missing). */
  platformTree: CategoryNode[] | null;
  merchantTree: CategoryNode[] | null;
}) {
  return (
    <FilterBar onQuery={onQuery} onReset={reset}>
      {fixedCategoryName ? (
        <p className="flex h-8 items-center text-sm text-slate-600">
          <span className="text-slate-500">平台分类：</span>
          {fixedCategoryName}
        </p>
      ) : (
        platformTree && (
          <FilterField id="product-category" label="平台分类">
            <TreeSelect
              id="product-category"
              label="平台分类"
              className="w-56"
              clearable
              nodes={platformTree}
              selectable={(_, depth) => depth === 2}
              value={search.categoryId ? [search.categoryId] : []}
              onChange={(ids) => update({ categoryId: ids[0] })}
            />
          </FilterField>
        )
      )}
      {merchantTree && (
        <FilterField id="product-cate" label="商户分类">
          <TreeSelect id="product-cate" label="商户分类" className="w-56" clearable multiple nodes={merchantTree} value={parseIds(search.cateId)} onChange={(ids) => update({ cateId: ids.join(',') || undefined })} />
        </FilterField>
      )}
      <SearchInput id="product-keywords" label="商品搜索" className="w-56" placeholder="请输入商品名称/关键字" value={search.keywords} onCommit={(keywords) => update({ keywords })} />
      <FilterSelect id="product-member" label="会员商品" value={search.isPaidMember} options={MEMBER_OPTIONS} onChange={(isPaidMember) => update({ isPaidMember })} />
      <FilterSelect
        id="product-type"
        label="商品类型"
        value={search.productType}
        options={productTypeFilterOptions}
        onChange={(productType) => update({ productType })}
      />
    </FilterBar>
  );
}
