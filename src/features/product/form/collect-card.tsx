import { useEffect, useState } from 'react';
import { useCopyProduct, useGetProductCopyConfig } from '@/api/generated/endpoints/product/product';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { message } from '@/lib/message';
import { draftFromInfo, type ProductDraft } from './form-model';
import type { CollectedProduct, ProductInfo } from '@/api/generated/model';

/** A collected product as the form's state: the fields it brings, the rest left as the form has them. */
function draftOfCollected(info: CollectedProduct): ProductDraft {
  const asInfo: ProductInfo = {
    id: 0,
    type: 0,
    flatPattern: '',
    cateId: '',
    brandId: 0,
    categoryId: 0,
    guaranteeIds: '',
    tempId: 0,
    sort: 0,
    ficti: 0,
    isSub: false,
    couponIds: [],
    isPaidMember: false,
    deliveryMethod: '1',
    refundSwitch: true,
    systemFormId: 0,
    price: '0.00',
    sales: 0,
    stock: 0,
    collectNum: 0,
    isShow: false,
    auditStatus: 0,
    createTime: '2000-01-01 00:00:00',
    guaranteeList: [],
    ...info,
  };
  return draftFromInfo(asInfo, true);
}

/** 商品采集: fetch a product of another shop by its address, then fill the form with it. */
export function CollectCard({ onCollected }: { onCollected: (draft: ProductDraft) => void }) {
  // The quota is read with a POST (the backend's choice), so it is a mutation run once on mount.
  const config = useGetProductCopyConfig();
  const readConfig = config.mutate;
  useEffect(() => readConfig(), [readConfig]);
  const copy = useCopyProduct();
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const collect = async () => {
    const address = url.trim();
    if (!/^https?:\/\/\S+$/.test(address)) {
      setError('请输入正确的商品链接');
      return;
    }
    setError('');
    try {
      const result = await copy.mutateAsync({ data: { url: address } });
      const draft = draftOfCollected(result.info);
      onCollected({ ...draft, values: { ...draft.values, cateIds: [], categoryId: null, brandId: null, tempId: null } });
      message.success('采集成功，请完善商品信息');
      readConfig();
    } catch {
      // The server's message was shown; the address stays for another try.
    }
  };
  return (
    <section aria-label="商品采集" className="rounded bg-white p-5">
      <p className="mb-3 text-sm text-slate-600">
        复制淘宝、天猫、京东、苏宁、拼多多等平台的商品，剩余采集次数：<span className="font-medium text-slate-800">{config.data?.copyNum ?? '-'}</span>
      </p>
      <div className="flex max-w-2xl items-start gap-2">
        <div className="flex-1">
          <label htmlFor="collect-url" className="sr-only">
            商品链接
          </label>
          <Input id="collect-url" value={url} onChange={(e) => setUrl(e.target.value)} invalid={Boolean(error)} aria-describedby="collect-url-error" placeholder="请输入商品链接" />
          <p id="collect-url-error" role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
            {error}
          </p>
        </div>
        <Button variant="primary" loading={copy.isPending} onClick={() => void collect()}>
          确定
        </Button>
      </div>
    </section>
  );
}
