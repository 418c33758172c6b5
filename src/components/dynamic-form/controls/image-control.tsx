import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Icon } from '@/components/icons';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { message } from '@/lib/message';
import { queryClient } from '@/lib/query-client';
import { pictureLimit } from '../form-model';
import type { ControlProps } from './control-props';

/**
 * A picture field (el-upload with a picture list): pictures chosen from the store's library, up to
 * the field's limit, each removable. The picker brings the console's query cache with it, so the
 * field works wherever the form is shown.
 */
export function ImageControl({ id, field, value, onChange, onBlur, disabled, invalid, describedBy, labelledBy, inputRef }: ControlProps<string[]>) {
  const [picking, setPicking] = useState(false);
  const limit = pictureLimit(field);
  const label = field.__config__.label || '图片';
  const add = (urls: string[]) => {
    const next = [...value, ...urls];
    if (next.length > limit) message.warning(`最多只能选择${limit}张图片`);
    onChange(next.slice(0, limit));
  };
  return (
    <div id={id} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="flex flex-wrap items-start gap-2">
      {value.map((url, index) => (
        <div key={`${index}-${url}`} className="relative size-20 overflow-hidden rounded border border-slate-200 bg-slate-50">
          <img src={url} alt={`${label}第${index + 1}张`} className="size-full object-cover" />
          {!disabled && (
            <button
              type="button"
              aria-label={`移除${label}第${index + 1}张`}
              className="absolute top-0.5 right-0.5 flex size-5 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-primary"
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <Icon name="close" size={12} />
            </button>
          )}
        </div>
      ))}
      {value.length < limit && (
        <button
          ref={inputRef}
          type="button"
          disabled={disabled}
          className={`flex size-20 flex-col items-center justify-center gap-1 rounded border border-dashed bg-white text-xs text-slate-500 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 ${invalid ? 'border-danger' : 'border-slate-300'}`}
          onClick={() => setPicking(true)}
          onBlur={onBlur}
        >
          <Icon name="plus" size={18} />
          {field.placeholder || '选择图片'}
        </button>
      )}
      <p className="w-full text-xs text-slate-500">
        {value.length}/{limit} 张
      </p>
      {picking && (
        <QueryClientProvider client={queryClient}>
          <ImagePickerDialog open multiple={limit - value.length > 1} onClose={() => setPicking(false)} onPick={(files) => add(files.map((f) => f.sattDir))} />
        </QueryClientProvider>
      )}
    </div>
  );
}
