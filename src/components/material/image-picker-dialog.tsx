import type { Attachment } from '@/api/generated/model';
import { Dialog } from '../ui/dialog';
import { MaterialLibrary } from './material-library';

/** 上传图片 (950px): the picture library as the picker every form uses; one picture, or up to 20. */
export function ImagePickerDialog({ open, multiple = false, onClose, onPick }: { open: boolean; multiple?: boolean; onClose: () => void; onPick: (pictures: Attachment[]) => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="上传图片" width={950}>
      <MaterialLibrary
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
