import { useEffect, useState } from 'react';
import { useCopyProduct, useGetProductCopyConfig, useImportProduct } from '@/api/generated/endpoints/product/product';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { message } from '@/lib/message';
import { draftFromInfo, type ProductDraft } from './form-model';
import type { CollectedProduct, ProductInfo } from '@/api/generated/model';
import { ChoiceField } from '@/components/form/choice-field';

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

/** The platforms 99Api collects from, as importProduct's `form`. */
const PLATFORMS = [
  [1, '淘宝'],
  [2, '京东'],
  [3, '苏宁'],
  [4, '拼多多'],
  [5, '天猫'],
] as const;
type Platform = (typeof PLATFORMS)[number][0];

/**
 * 商品采集: fetch a product of another shop by its address, then fill the form with it. How depends on the
 * store's collection (copy/config): through 一号通 (copy/product, spending one of the collections left),
 * or through 99Api (importProduct, on the platform chosen).
 */
export function CollectCard({ onCollected }: { onCollected: (draft: ProductDraft) => void }) {
  // The settings are read with a POST (the backend's choice), so it is a mutation run once on mount.
  const config = useGetProductCopyConfig();
  const readConfig = config.mutate;
  useEffect(() => readConfig(), [readConfig]);
  const copy = useCopyProduct();
  const importing = useImportProduct();
  const [url, setUrl] = useState('');
  const [platform, setPlatform] = useState<Platform>(1);
  const [error, setError] = useState('');
  const viaApi = config.data?.copyType === 2;
  const collect = async () => {
    const address = url.trim();
    if (!/^https?:\/\/\S+$/.test(address)) {
      setError('请输入正确的商品链接');
      return;
    }
    setError('');
    try {
      const result = viaApi ? await importing.mutateAsync({ params: { url: address, form: platform } }) : await copy.mutateAsync({ data: { url: address } });
      const draft = draftOfCollected(result.info);
      onCollected({ ...draft, values: { ...draft.values, cateIds: [], categoryId: null, brandId: null, tempId: null } });
      message.success('采集成功，请完善商品信息');
      if (!viaApi) readConfig();
    } catch {
      // The server's message was shown; the address stays for another try.
    }
  };
  return (
    <section aria-label="商品采集" className="rounded bg-white p-5">
      {config.isError ? (
        <p role="alert" className="mb-3 flex items-center gap-2 text-sm text-danger">
          采集设置读取失败
          <Button size="sm" onClick={() => readConfig()}>
            重试
          </Button>
        </p>
      ) : viaApi ? (
        <ChoiceField
          label="采集平台"
          legend="auto"
          className="mb-3 flex flex-wrap items-center gap-4 text-sm text-slate-700"
          itemsClassName="contents"
          optionClassName="flex items-center gap-1"
          name="collect-platform"
          value={platform}
          options={PLATFORMS.map(([value, name]) => ({ value, label: name }))}
          onChange={setPlatform}
        />
      ) : (
        <p className="mb-3 text-sm text-slate-600">
          复制淘宝、天猫、京东、苏宁、拼多多等平台的商品，剩余采集次数：<span className="font-medium text-slate-800">{config.data?.copyNum ?? '-'}</span>
        </p>
      )}
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
        <Button variant="primary" disabled={!config.data} loading={copy.isPending || importing.isPending} onClick={() => void collect()}>
          确定
        </Button>
      </div>
    </section>
  );
}
