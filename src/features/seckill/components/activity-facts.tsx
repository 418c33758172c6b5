import type { ReactNode } from 'react';
import type { SeckillActivity } from '@/api/generated/model';
import { ActivityStatusTag, Sessions } from '@/features/seckill/components/seckill-ui';
import { dateRangeText, quotaText, starsText } from '@/features/seckill/model/seckill-options';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-x-3 text-sm">
      <dt className="text-right text-slate-500">{label}：</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** The chosen activity's rules: when it runs and what it allows. */
export function ActivityFacts({ activity }: { activity: SeckillActivity }) {
  return (
    <dl aria-label="活动信息" className="flex flex-col gap-2">
      <Fact label="活动名称">{activity.name}</Fact>
      <Fact label="活动状态">
        <ActivityStatusTag status={activity.status} />
      </Fact>
      <Fact label="活动日期">{dateRangeText(activity)}</Fact>
      <Fact label="活动时间">
        <Sessions times={activity.timeList} />
      </Fact>
      <Fact label="单次限购">{quotaText(activity.oneQuota)}</Fact>
      <Fact label="活动限购">{quotaText(activity.allQuota)}</Fact>
      <Fact label="商品分类">{activity.productCategoryNames || '-'}</Fact>
      <Fact label="商家星级">{starsText(activity.merStars)}</Fact>
    </dl>
  );
}
