import { useRef, useState, type KeyboardEvent } from 'react';
import { ImagePickerDialog, VideoPickerDialog } from '@/components/material/image-picker-dialog';
import { Authorized } from '@/components/authorized';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MAX_UPLOAD_MB } from '@/lib/domain/upload-limits';
import { message } from '@/lib/message';
import { move, uniqueValues } from '@/lib/domain/sku';

const tile = 'relative flex size-20 items-center justify-center overflow-hidden rounded border bg-slate-50';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} title={label} className="absolute top-0 right-0 rounded-bl bg-black/60 px-1 text-xs leading-4 text-white">
      ×
    </button>
  );
}

/** One picture from the library (商品封面图); clicking the picture picks another. */
export function ImageField({ id, value, onChange, disabled, invalid, label }: { id: string; value: string; onChange: (url: string) => void; disabled?: boolean; invalid?: boolean; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="relative w-fit">
      <button
        id={id}
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-invalid={invalid || undefined}
        aria-label={value ? `更换${label}` : `选择${label}`}
        title={value ? `更换${label}` : `选择${label}`}
        className={`${tile} text-2xl text-slate-500 ${value ? 'border-slate-200' : 'border-dashed'} ${invalid ? 'border-danger' : value ? '' : 'border-slate-300'}`}
      >
        {value ? <img src={value} alt={label} className="size-full object-cover" /> : '+'}
      </button>
      {value && !disabled && <RemoveButton label={`移除${label}`} onClick={() => onChange('')} />}
      <ImagePickerDialog open={open} onClose={() => setOpen(false)} onPick={([picture]) => picture && onChange(picture.sattDir)} />
    </div>
  );
}

/**
 * Up to `max` pictures in order: dragged with the mouse (native drag and drop), or moved with the ← → buttons
 * that each picture has for the keyboard.
 */
export function ImageListField({ id, value, onChange, max, disabled, invalid }: { id: string; value: string[]; onChange: (urls: string[]) => void; max: number; disabled?: boolean; invalid?: boolean }) {
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const shift = (from: number, to: number) => to >= 0 && to < value.length && onChange(move(value, from, to));
  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-label="商品轮播图">
        {value.map((url, i) => (
          <li
            key={url}
            draggable={!disabled}
            onDragStart={() => setDragged(i)}
            onDragOver={(e) => dragged !== null && e.preventDefault()}
            onDrop={() => {
              if (dragged !== null) shift(dragged, i);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={`${tile} border-slate-200 ${disabled ? '' : 'cursor-grab'} ${dragged === i ? 'opacity-50' : ''}`}
          >
            <img src={url} alt={`轮播图 ${i + 1}`} className="size-full object-cover" />
            {!disabled && (
              <>
                <RemoveButton label={`移除轮播图 ${i + 1}`} onClick={() => onChange(value.filter((u) => u !== url))} />
                <span className="absolute bottom-0 left-0 flex w-full justify-between bg-black/40 text-xs text-white">
                  <button type="button" disabled={i === 0} onClick={() => shift(i, i - 1)} aria-label={`轮播图 ${i + 1} 前移`} title="前移" className="px-1 disabled:opacity-40">
                    ←
                  </button>
                  <button type="button" disabled={i === value.length - 1} onClick={() => shift(i, i + 1)} aria-label={`轮播图 ${i + 1} 后移`} title="后移" className="px-1 disabled:opacity-40">
                    →
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
        {!disabled && value.length < max && (
          <li>
            <button id={id} type="button" onClick={() => setOpen(true)} aria-invalid={invalid || undefined} className={`${tile} border-dashed text-2xl text-slate-500 ${invalid ? 'border-danger' : 'border-slate-300'}`} aria-label="添加轮播图" title="添加轮播图">
              +
            </button>
          </li>
        )}
      </ul>
      <p className="mt-1 text-xs text-slate-500">最多{max}张，拖动图片或点击箭头调整顺序</p>
      <ImagePickerDialog
        open={open}
        multiple
        onClose={() => setOpen(false)}
        onPick={(pictures) => {
          const next = uniqueValues([...value, ...pictures.map((p) => p.sattDir)]);
          if (next.length > max) message.warning(`商品轮播图最多${max}张`);
          onChange(next.slice(0, max));
        }}
      />
    </div>
  );
}

/**
 * 主图视频: an mp4 uploaded from the computer (under 20 MB and an mp4 by its content, checked before uploading), picked from the
 * library's videos, or its address typed in; previewed as a video. It is saved as the first element of
 * sliderImage (form-model.ts).
 */
export function VideoField({ id, value, onChange, disabled, invalid }: { id: string; value: string; onChange: (url: string) => void; disabled?: boolean; invalid?: boolean }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const choose = async (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!chosen || uploading) return;
    // The upload rules load with the first upload, not with the form.
    const { uploadProblem } = await import('@/lib/domain/material-rules');
    const wrong = await uploadProblem(chosen, 'video');
    setProblem(wrong ?? '');
    if (wrong) return;
    setUploading(true);
    try {
      // The upload call loads when a video is uploaded.
      const { uploadFile } = await import('@/api/generated/functions/material/material');
      const uploaded = await uploadFile({ multipart: chosen }, { model: 'product', pid: 0 });
      onChange(uploaded.url);
      message.success('上传成功');
    } catch {
      // The HTTP client showed why; the field keeps what it had.
    } finally {
      setUploading(false);
    }
  };
  const errorId = `${id}-upload-error`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Input id={id} value={value} disabled={disabled} invalid={invalid || Boolean(problem)} aria-describedby={problem ? errorId : undefined} onChange={(e) => onChange(e.target.value.trim())} placeholder="请输入MP4格式的视频链接" className="max-w-md" />
        {!disabled && (
          <>
            <input ref={file} type="file" hidden accept="video/mp4,.mp4" aria-label="选择主图视频文件" onChange={(e) => void choose(e.target.files?.[0])} />
            <Authorized perms="merchant:upload:file">
              <Button loading={uploading} onClick={() => file.current?.click()}>
                上传视频
              </Button>
            </Authorized>
            <Button onClick={() => setOpen(true)}>选择视频</Button>
            {value && (
              <Button variant="text" onClick={() => onChange('')}>
                移除视频
              </Button>
            )}
          </>
        )}
      </div>
      <p id={errorId} role={problem ? 'alert' : undefined} className={problem ? 'text-xs text-danger' : 'text-xs text-slate-500'}>
        {problem || `支持MP4格式，大小不超过${MAX_UPLOAD_MB.video}MB`}
      </p>
      {value && (
        <video src={value} controls className="h-32 w-56 rounded bg-black" aria-label="主图视频预览">
          <track kind="captions" />
        </video>
      )}
      <VideoPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={([video]) => {
          if (!video) return;
          setProblem('');
          onChange(video.sattDir);
        }}
      />
    </div>
  );
}

/** 商品关键字: tags typed and added with Enter; repeated ones are ignored (SPEC.md §5). */
export function KeywordInput({ id, value, onChange, disabled }: { id: string; value: string[]; onChange: (keywords: string[]) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const add = () => {
    const keyword = text.trim().replace(/,/g, '');
    if (keyword) onChange(uniqueValues([...value, keyword]));
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && !text && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-1 rounded border border-slate-300 bg-white px-2 py-1">
      {value.map((k) => (
        <span key={k} className="inline-flex items-center gap-1 rounded bg-primary-soft px-1.5 text-xs leading-5 text-primary-active">
          {k}
          {!disabled && (
            <button type="button" onClick={() => onChange(value.filter((v) => v !== k))} aria-label={`移除关键字 ${k}`} title="移除">
              ×
            </button>
          )}
        </span>
      ))}
      {!disabled && (
        <input id={id} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} onBlur={add} placeholder="输入后按回车添加" className="h-6 min-w-32 flex-1 text-sm outline-none" />
      )}
    </div>
  );
}
