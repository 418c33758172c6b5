import { convertToPixelCrop, type Crop } from 'react-image-crop';
import { fitRatio, type Rect, type Rotation, type Size } from './crop-geometry';

// The crop modal's view of the image: its stage, its state and the names of its handles.

export /** The dialog is 800 wide; at zoom 1 the image fits this box inside it, leaving room to scroll when zoomed. */
const STAGE_BOUNDS: Size = { width: 720, height: 400 };

export const CROP_ARIA_LABELS = {
  cropArea: '裁剪区域',
  nwDragHandle: '拖动左上角调整裁剪区域',
  nDragHandle: '拖动上边调整裁剪区域',
  neDragHandle: '拖动右上角调整裁剪区域',
  eDragHandle: '拖动右边调整裁剪区域',
  seDragHandle: '拖动右下角调整裁剪区域',
  sDragHandle: '拖动下边调整裁剪区域',
  swDragHandle: '拖动左下角调整裁剪区域',
  wDragHandle: '拖动左边调整裁剪区域',
};

export interface View {
  scale: number;
  rotation: Rotation;
  /** Off (停止裁剪): the whole image is used. */
  cropping: boolean;
  /** Percent of the stage for a free crop (so it follows zooming); pixels for the fixed label box. */
  crop: Crop | undefined;
}

export const INITIAL_VIEW: View = { scale: 1, rotation: 0, cropping: true, crop: undefined };

/** The unturned, unzoomed <img> box: the natural size shrunk so that the turned image fits the stage. */
export function displayedSize(natural: Size, rotation: Rotation): Size {
  const ratio = fitRatio(natural, rotation, STAGE_BOUNDS);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

export function toPixels(crop: Crop, stage: Size): Rect {
  const { x, y, width, height } = convertToPixelCrop(crop, stage.width, stage.height);
  return { x, y, width, height };
}
