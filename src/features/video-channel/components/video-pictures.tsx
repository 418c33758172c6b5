import { PICTURES_MAX } from '@/features/video-channel/model/video-form-model';

/** Pictures of the form (轮播图, 资质图): each removable, and a + while there is room for more. */
export function Pictures({ id, label, urls, readOnly, onAdd, onRemove }: { id: string; label: string; urls: readonly string[]; readOnly: boolean; onAdd: () => void; onRemove: (url: string) => void }) {
  return (
    <ul id={id} aria-label={label} tabIndex={-1} className="flex flex-wrap gap-2">
      {urls.map((url, i) => (
        <li key={url} className="relative size-16 overflow-hidden rounded border border-slate-200">
          <img src={url} alt={`${label}${i + 1}`} className="size-full object-cover" />
          {!readOnly && (
            <button type="button" aria-label={`删除${label}${i + 1}`} onClick={() => onRemove(url)} className="absolute top-0 right-0 rounded-bl bg-black/60 px-1 text-xs leading-4 text-white">
              ×
            </button>
          )}
        </li>
      ))}
      {!readOnly && urls.length < PICTURES_MAX && (
        <li>
          <button
            type="button"
            aria-label={`添加${label}`}
            onClick={onAdd}
            className="flex size-16 items-center justify-center rounded border border-dashed border-slate-300 text-2xl text-slate-400 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            +
          </button>
        </li>
      )}
    </ul>
  );
}
