import { useGetLiveGoodsList } from '@/api/generated/endpoints/live-goods/live-goods';

/** WeChat's approval of a live goods item (微信审核成功): only these go into rooms. */
export const GOODS_APPROVED = 4;

/** The store's live goods WeChat has approved, the ones a room may import. */
export function useApprovedGoods() {
  return useGetLiveGoodsList({
    page: 1,
    limit: 100,
    reviewStatus: GOODS_APPROVED,
  });
}
