import { Button } from '@/components/ui/button';

/**
 * One picture chosen from the library: its thumbnail with 更换 / 删除, or a + tile when there is
 * none. `label` names the buttons, so each field's are told apart. The page opens its picker
 * (outside its form: a portal's events would bubble into the form). Without `onRemove` there is no
 * 删除: a picture a row of its own cannot do without, where the row has its own 删除.
 */
export function ImageField({ id, label, value, onPick, onRemove, invalid = false, size = 'size-20' }: { id: string; label: string; value: string; onPick: () => void; onRemove?: () => void; invalid?: boolean; size?: string }) {
  return (
    <div id={id} role="group" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={`${id}-error`} className="flex items-end gap-2">
      {value ? (
        <>
          <img src={value} alt={label} className={`${size} rounded border border-slate-200 object-cover`} />
          <div className="flex flex-col gap-1">
            <Button size="sm" aria-label={`更换${label}`} onClick={onPick}>
              更换
            </Button>
            {onRemove && (
              <Button size="sm" variant="text" className="!px-0 !text-red-700" aria-label={`删除${label}`} onClick={onRemove}>
                删除
              </Button>
            )}
          </div>
        </>
      ) : (
        <button
          type="button"
          aria-label={`选择${label}`}
          onClick={onPick}
          className={`${size} flex items-center justify-center rounded border border-dashed text-2xl text-slate-400 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary ${invalid ? 'border-danger' : 'border-slate-300'}`}
        >
          <span aria-hidden>+</span>
        </button>
      )}
    </div>
  );
}
