import { useEffect, useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getBrandList, getGetBrandListQueryKey, useGetBrandCacheList } from '@/api/generated/endpoints/product-category/product-category';
import { Select, type SelectOption } from '@/components/ui/select';
import type { ProductFormValues } from './form-model';

/** Brands a page of the list holds: the next page comes as the list is scrolled to its end. */
export const BRAND_PAGE = 20;
/** How long typing rests before the brands are searched. */
export const BRAND_SEARCH_DELAY = 300;
const OTHER: SelectOption<number> = { value: 0, label: '其他' };
const DICTIONARY = { staleTime: 5 * 60_000 } as const;

/** A value once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * 品牌: the platform category's brands, searched by name on the server and paged as the list scrolls (a
 * category may have hundreds). 其他 is a brand outside the list (0). A chosen brand not on the pages loaded
 * (an edited product's) is named from the platform's whole brand list, asked as the form opens.
 */
export function BrandSelect({ control, categoryId, disabled }: { control: Control<ProductFormValues>; categoryId: number | null; disabled: boolean }) {
  const {
    field: { value: chosen, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name: 'brandId' });
  const [typed, setTyped] = useState('');
  const brandName = useSettled(typed.trim(), BRAND_SEARCH_DELAY);
  const cid = categoryId ?? 0;
  const pages = useInfiniteQuery({
    queryKey: [...getGetBrandListQueryKey({ cid, brandName }), 'pages'],
    queryFn: ({ pageParam, signal }) => getBrandList({ page: pageParam, limit: BRAND_PAGE, cid, ...(brandName ? { brandName } : {}) }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
    enabled: categoryId !== null,
    placeholderData: keepPreviousData,
    ...DICTIONARY,
  });
  const loaded = useMemo(() => pages.data?.pages.flatMap((p) => p.list) ?? [], [pages.data]);
  const unnamed = chosen !== null && chosen !== 0 && !loaded.some((b) => b.id === chosen);
  // Asked beside the first page, not after it: an edited product's brand is named one answer sooner (the
  // platform's list is a dictionary, asked once in five minutes however many products are opened).
  const all = useGetBrandCacheList(undefined, { query: { ...DICTIONARY, enabled: unnamed } });
  const chosenLabel = unnamed ? all.data?.find((b) => b.id === chosen)?.name : undefined;
  const options = useMemo(() => {
    const brands = loaded.map((b): SelectOption<number> => ({ value: b.id, label: b.name }));
    return !brandName || OTHER.label.includes(brandName) ? [OTHER, ...brands] : brands;
  }, [loaded, brandName]);

  return (
    <Select
      id="product-brand"
      aria-describedby="product-brand-error"
      ref={ref}
      value={chosen}
      onChange={onChange}
      onBlur={onBlur}
      invalid={Boolean(fieldState.error)}
      options={options}
      chosenLabel={chosenLabel}
      searchable
      searchPlaceholder="输入品牌名称搜索"
      onSearch={setTyped}
      onEndReached={() => {
        if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
      }}
      loading={pages.isFetching}
      disabled={disabled || categoryId === null}
      placeholder={categoryId === null ? '请先选择平台商品分类' : '请选择品牌'}
    />
  );
}
