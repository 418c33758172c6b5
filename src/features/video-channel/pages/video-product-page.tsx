import { getRouteApi } from '@tanstack/react-router';
import { deleteVideoProduct, getGetVideoProductListQueryOptions, putVideoProductOn, takeVideoProductDown } from '@/api/generated/endpoints/video-channel/video-channel';
import type { VideoProduct } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { VideoProductTable } from '@/features/video-channel/components/video-product-table';
import { VIDEO_PERMISSIONS } from '@/features/video-channel/model/video-options';

const route = getRouteApi('/_authed/_permitted/videoChannel/productList');

export const DELETE_QUESTION = '删除吗？此操作不可逆，请谨慎操作！';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A call, its success said; it has reloaded what it changed (lib/refresh.ts), a failure was shown by the HTTP client. */
async function run(action: () => Promise<unknown>, done: string) {
  try {
    await action();
  } catch {
    return;
  }
  message.success(done);
}

async function remove(product: VideoProduct) {
  if (await confirm({ message: DELETE_QUESTION })) await run(() => deleteVideoProduct(product.id), '删除成功');
}

/** 过审商品 (reference §4.16): products WeChat approved, searched by product id and title, put on and off the shelf, deleted. */
export function VideoProductPage() {
  const list = useListPage(useRouteSearch(route), getGetVideoProductListQueryOptions);
  const { search, update } = list;

  const canPutOn = usePermission(VIDEO_PERMISSIONS.putOn);
  const canPutDown = usePermission(VIDEO_PERMISSIONS.putDown);
  const canDelete = usePermission(VIDEO_PERMISSIONS.productDelete);

  const renderActions = (product: VideoProduct) => (
    <div className="flex flex-wrap items-center gap-3">
      {/* As the reference: only a product the store took off goes on sale again; a new one or one on sale comes off. */}
      {canPutOn && product.status === 11 && (
        <LinkButton aria-label={`上架 ${product.title}`} onClick={() => void run(() => putVideoProductOn(product.id), '上架成功')}>
          上架
        </LinkButton>
      )}
      {canPutDown && (product.status === 0 || product.status === 5) && (
        <LinkButton aria-label={`下架 ${product.title}`} onClick={() => void run(() => takeVideoProductDown(product.id), '下架成功')}>
          下架
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${product.title}`} onClick={() => void remove(product)}>
          删除
        </LinkButton>
      )}
    </div>
  );

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput
            id="video-product-id"
            label="商品编号"
            className="w-44"
            inputMode="numeric"
            placeholder="请输入商品编号"
            maxLength={10}
            transform={digitsOnly}
            value={search.proId === undefined ? '' : String(search.proId)}
            onCommit={(value) => update({ proId: value ? Number(value) : undefined })}
          />
          <SearchInput id="video-product-search" label="商品名称" className="w-56" placeholder="请输入商品名称" maxLength={60} value={search.search} onCommit={(value) => update({ search: value })} />
        </FilterBar>
      }
      label="过审商品"
    >
      <VideoProductTable {...list.table} actions={renderActions} />
    </ListPage>
  );
}
