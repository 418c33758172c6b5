import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { GuaranteeGroupPage } from '@/features/product/guarantee/guarantee-group-page';
import { guaranteeGroupDefaults, guaranteeGroupSearch } from '@/features/product/guarantee/guarantee-group-search';

export const Route = createFileRoute('/_authed/_permitted/product/guarantee/group')({
  validateSearch: guaranteeGroupSearch,
  search: { middlewares: [stripSearchParams(guaranteeGroupDefaults)] },
  staticData: { title: '保障服务组合' },
  component: GuaranteeGroupPage,
});
