import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetGuaranteeGroupListQueryOptions } from '@/api/generated/endpoints/product-guarantee/product-guarantee';
import { prefetch } from '@/components/list/prefetch';
import { GuaranteeGroupPage } from '@/features/product/guarantee/guarantee-group-page';
import { guaranteeGroupDefaults, guaranteeGroupSearch } from '@/features/product/guarantee/guarantee-group-search';

export const Route = createFileRoute('/_authed/_permitted/product/guarantee/group')({
  validateSearch: guaranteeGroupSearch,
  search: { middlewares: [stripSearchParams(guaranteeGroupDefaults)] },
  // The whole list comes at once and is paged here: the page and size do not change what is asked.
  loader: () => prefetch(getGetGuaranteeGroupListQueryOptions()),
  staticData: { title: '保障服务组合' },
  component: GuaranteeGroupPage,
});
