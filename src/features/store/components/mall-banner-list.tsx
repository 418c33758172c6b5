import type { FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { BANNER_MAX, BANNER_TIPS, newBanner, type MallBanner, type MallValues } from '@/features/store/model/mall-config-model';
import { ImageField } from '@/components/material/image-field';

/**
 * 店铺banner: each banner's picture (更换 only: the row's 删除 removes the banner), link and 状态 (显示 / 隐藏),
 * moved up and down, removed, and a new one added at the end while there are fewer than the most (添加模块).
 */
export function MallBannerList({ banners, errors, onChange, onLinkChange, onStatusChange, onPickImage }: {
  banners: MallBanner[];
  errors: FieldErrors<MallValues>['banners'];
  onChange: (next: MallBanner[]) => void;
  onLinkChange: (index: number, link: string) => void;
  onStatusChange: (index: number, shown: boolean) => void;
  onPickImage: (index: number) => void;
}) {
  const move = (from: number, to: number) => {
    const next = [...banners];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    onChange(next);
  };

  return (
    <>
      <ol aria-label="店铺banner" className="flex flex-col gap-2">
        {banners.map((banner, index) => {
          const error = errors?.[index];
          const name = `banner ${index + 1}`;
          return (
            <li key={index} className="flex flex-wrap items-start gap-3 rounded border border-slate-200 p-2">
              <div>
                <ImageField id={`mall-banner-${index}`} label={`${name} 图片`} size="h-16 w-32" value={banner.imageUrl} invalid={Boolean(error?.imageUrl)} onPick={() => onPickImage(index)} />
                <p id={`mall-banner-${index}-error`} role={error?.imageUrl ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
                  {error?.imageUrl?.message}
                </p>
              </div>
              <div className="flex min-w-56 flex-1 flex-col gap-1">
                <Input aria-label={`${name} 链接`} placeholder="请输入链接，如 https://…" maxLength={255} invalid={Boolean(error?.linkUrl)} value={banner.linkUrl} onChange={(e) => onLinkChange(index, e.target.value)} />
                <p role={error?.linkUrl ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
                  {error?.linkUrl?.message}
                </p>
                <div className="flex items-center gap-2">
                  <span className="text-sm text-slate-600">状态</span>
                  <StatusSwitch label={`${name} 状态`} onText="显示" offText="隐藏" checked={banner.status} onToggle={() => onStatusChange(index, !banner.status)} />
                </div>
              </div>
              <div className="flex items-center gap-2">
                <Button size="sm" aria-label={`上移 ${name}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  上移
                </Button>
                <Button size="sm" aria-label={`下移 ${name}`} disabled={index === banners.length - 1} onClick={() => move(index, index + 1)}>
                  下移
                </Button>
                <Button size="sm" variant="text" className="!text-red-700" aria-label={`删除 ${name}`} onClick={() => onChange(banners.filter((_b, i) => i !== index))}>
                  删除
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-2 flex items-center gap-3">
        {banners.length < BANNER_MAX && (
          <Button size="sm" onClick={() => onChange([...banners, newBanner()])}>
            添加模块
          </Button>
        )}
        <span className="text-xs text-slate-500">
          {BANNER_TIPS}；已添加{banners.length}张
        </span>
      </div>
    </>
  );
}
