import type { Attachment } from '@/api/generated/model';
import { Dialog } from '../ui/dialog';
import { lazy, Suspense } from 'react';
import type { Media } from '@/lib/domain/material-rules';

// The library loads when a picker first opens: forms carry picture fields, not the library itself.
const MaterialLibrary = lazy(() => import('./material-library').then((m) => ({ default: m.MaterialLibrary })));

interface PickerProps {
  open: boolean;
  multiple?: boolean;
  onClose: () => void;
  onPick: (files: Attachment[]) => void;
}

/** 上传图片 (950px): the picture library as the picker every form uses; one picture, or up to 20. */
export function ImagePickerDialog(props: PickerProps) {
  return <LibraryPicker {...props} media="picture" title="上传图片" />;
}

/** The same picker over the videos of the library. */
export function VideoPickerDialog(props: PickerProps) {
  return <LibraryPicker {...props} media="video" title="上传视频" />;
}

function LibraryPicker({ open, multiple = false, onClose, onPick, media, title }: PickerProps & { media: Media; title: string }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} width={950}>
      <Suspense fallback={<p className="py-10 text-center text-sm text-slate-500">加载中…</p>}>
      <MaterialLibrary
        only={media}
        pick={{
          multiple,
          onPick: (pictures) => {
            onPick(pictures);
            onClose();
          },
        }}
      />
      </Suspense>
    </Dialog>
  );
}
