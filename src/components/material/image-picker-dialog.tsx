import type { Attachment } from '@/api/generated/model';
import { Dialog } from '../ui/dialog';
import { MaterialLibrary } from './material-library';
import type { Media } from './material-rules';

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
    </Dialog>
  );
}
