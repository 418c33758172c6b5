import { PictureThumb } from '@/components/picture-thumb';
import type { MerchantBaseInfo } from '@/api/generated/model';

/** The qualification pictures, stored as a JSON array of addresses; anything else shows none. */
function picturesOf(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string' && p !== '') : [];
  } catch {
    return [];
  }
}

/** 商户信息: what the platform registered, read-only. */
export function BaseInfoView({ info }: { info: MerchantBaseInfo }) {
  const rows: Array<[string, string]> = [
    ['商户名称', info.name],
    ['手机号', info.phone],
    ['商户姓名', info.realName],
    ['商户分类', info.merCategory],
    ['是否自营', info.isSelf ? '是' : '否'],
    ['店铺类型', info.merType],
    ['手续费(%)', String(info.handlingFee)],
    ['商品审核开关', info.productSwitch ? '开启' : '关闭'],
    ['创建时间', info.createTime],
  ];
  const pictures = picturesOf(info.qualificationPicture);
  return (
    <dl className="grid max-w-3xl grid-cols-[9rem_1fr] gap-x-3 gap-y-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-right text-slate-500">{label}</dt>
          <dd className="text-slate-800">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="text-right text-slate-500">星级</dt>
        <dd className="text-amber-500" aria-label={`${info.starLevel}星`}>
          {'★'.repeat(info.starLevel)}
          <span className="text-slate-300">{'★'.repeat(5 - info.starLevel)}</span>
        </dd>
      </div>
      <div className="contents">
        <dt className="text-right text-slate-500">资质图片</dt>
        <dd className="flex flex-wrap gap-2">
          {pictures.length === 0 && <span className="text-slate-400">暂无</span>}
          {pictures.map((src, index) => (
            <PictureThumb key={src} src={src} alt={`资质图片 ${index + 1}`} label={`查看资质图片 ${index + 1}`} title="资质图片" className="size-20" />
          ))}
        </dd>
      </div>
    </dl>
  );
}
