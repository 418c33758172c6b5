import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { ReactCrop, type Crop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { saveFile } from '@/api/http';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { message } from '@/lib/message';
import { canvasToBlob, drawCrop } from './crop-canvas';
import {
  LABEL_CROP_SIZE,
  MAX_SCALE,
  MIN_SCALE,
  cropGeometry,
  hasSelection,
  initialFreeCrop,
  outputFormat,
  placeFixedCrop,
  stageSize,
  turn,
  zoom,
  type Size,
} from './crop-geometry';
import { CROP_ARIA_LABELS, displayedSize, INITIAL_VIEW, toPixels, type View } from './crop-view';

export interface CropModalProps {
  /** The one local image to crop (SPEC.md §5: cropping permits one image only); null closes the modal. */
  file: File | null;
  onClose: () => void;
  /** The cropped image as a new file, ready for upload. */
  onConfirm: (result: File) => void;
  /** Given for label images: the box is fixed to 200×100 (SPEC.md §9). */
  labelName?: string;
}

const CROP_MODAL_TITLE = '裁剪图片';
const NO_CANVAS_MESSAGE = '当前浏览器无法裁剪图片';

/**
 * The picture library's crop modal: crop, zoom and rotate one local image and hand back the result
 * as a file. The crop is drawn on a stage that is the image already turned and zoomed, so the box the
 * user sees is exactly what is cut.
 */
export function CropModal({ file, onClose, onConfirm, labelName }: CropModalProps) {
  const fixed = labelName !== undefined;
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const [natural, setNatural] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  // A new file starts afresh; adjusting during render avoids one frame of the old image's crop.
  const [shownFile, setShownFile] = useState(file);
  if (shownFile !== file) {
    setShownFile(file);
    setView(INITIAL_VIEW);
    setNatural(null);
    setFailed(false);
  }

  // The preview URL lives exactly as long as the <img> shows this file: it is made when the image
  // is attached (the dialog's portal mounts it a render late, so an effect would miss it) and
  // revoked when the file changes or the dialog closes, since it pins the whole file in memory.
  const attachImage = useCallback(
    (image: HTMLImageElement | null) => {
      imageRef.current = image;
      if (!image || !file) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => {
        imageRef.current = null;
        URL.revokeObjectURL(url);
      };
    },
    [file],
  );

  const displayed = natural ? displayedSize(natural, view.rotation) : null;
  const stage = displayed ? stageSize(displayed, view.rotation, view.scale) : null;

  const startBox = (size: Size): Crop =>
    fixed ? { unit: 'px', ...placeFixedCrop(size, { x: size.width / 2, y: size.height / 2 }) } : { unit: '%', ...initialFreeCrop() };

  /** The stage a view would have, to place the box after a turn or a zoom. */
  const stageFor = (next: Pick<View, 'rotation' | 'scale'>, size: Size | null = natural) =>
    size ? stageSize(displayedSize(size, next.rotation), next.rotation, next.scale) : null;

  const onImageLoad = () => {
    const image = imageRef.current;
    if (!image || image.naturalWidth === 0 || image.naturalHeight === 0) return;
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    setNatural(size);
    setFailed(false);
    setView((current) => {
      const loadedStage = stageFor(current, size);
      return current.cropping && !current.crop && loadedStage ? { ...current, crop: startBox(loadedStage) } : current;
    });
  };

  const toggleCropping = () =>
    setView((current) => {
      if (current.cropping) return { ...current, cropping: false, crop: undefined };
      const currentStage = stageFor(current);
      return { ...current, cropping: true, crop: currentStage ? startBox(currentStage) : undefined };
    });

  const clear = () => setView((current) => ({ ...current, crop: undefined }));

  const rotate = (direction: -1 | 1) =>
    setView((current) => {
      const rotation = turn(current.rotation, direction);
      const nextStage = stageFor({ rotation, scale: current.scale });
      // The old box would sit over a different part of the turned image: start over.
      return { ...current, rotation, crop: current.cropping && nextStage ? startBox(nextStage) : undefined };
    });

  const changeZoom = (direction: -1 | 1) =>
    setView((current) => {
      const scale = zoom(current.scale, direction);
      const currentStage = stageFor(current);
      const nextStage = stageFor({ rotation: current.rotation, scale });
      if (!fixed || !current.crop || !currentStage || !nextStage) return { ...current, scale };
      // A percent crop follows the zoom by itself; the fixed box keeps its pixel size, so it is
      // moved to stay centred over the same spot of the image.
      const box = toPixels(current.crop, currentStage);
      const center = {
        x: ((box.x + box.width / 2) / currentStage.width) * nextStage.width,
        y: ((box.y + box.height / 2) / currentStage.height) * nextStage.height,
      };
      return { ...current, scale, crop: { unit: 'px', ...placeFixedCrop(nextStage, center) } };
    });

  // After 清除 the fixed box cannot be drawn (it is not resizable): a click puts it back there.
  const onStagePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!fixed || !view.cropping || !stage || (view.crop && hasSelection(toPixels(view.crop, stage)))) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    const center = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
    setView((current) => ({ ...current, crop: { unit: 'px', ...placeFixedCrop(stage, center) } }));
  };

  /** Draws the current result; null (after telling the user why) when it cannot be made. */
  const renderResult = async (): Promise<File | null> => {
    if (!file) return null;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) {
      message.error(NO_CANVAS_MESSAGE);
      return null;
    }
    const image = imageRef.current;
    if (!image || !natural || !displayed) {
      message.warning(failed ? '图片加载失败' : '图片尚未加载完成');
      return null;
    }
    const crop = view.cropping && view.crop && stage ? toPixels(view.crop, stage) : null;
    const geometry = cropGeometry({ natural, displayed, crop, rotation: view.rotation, scale: view.scale });
    const format = outputFormat(file);
    canvas.width = geometry.canvas.width;
    canvas.height = geometry.canvas.height;
    drawCrop(ctx, image, natural, view.rotation, geometry, format);
    const blob = await canvasToBlob(canvas, format);
    if (!blob) {
      message.error('图片裁剪失败');
      return null;
    }
    return new File([blob], format.fileName, { type: format.type });
  };

  const run = async (deliver: (result: File) => void) => {
    setBusy(true);
    try {
      const result = await renderResult();
      if (result) deliver(result);
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => void run(onConfirm);
  const download = () => void run((result) => saveFile({ blob: result, fileName: result.name }));

  const imageStyle = displayed
    ? {
        width: displayed.width,
        height: displayed.height,
        transform: `translate(-50%, -50%) rotate(${view.rotation}deg) scale(${view.scale})`,
      }
    : // Not measured yet: kept out of sight but still loading, so that onLoad reports its size.
      { visibility: 'hidden' as const };

  return (
    <Dialog
      open={file !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CROP_MODAL_TITLE}
      width={800}
      dismissible={!busy}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button variant="primary" onClick={confirm} loading={busy}>
            确定
          </Button>
        </>
      }
    >
      <div role="group" aria-label="裁剪工具" className="mb-2.5 flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={toggleCropping} data-autofocus>
          {view.cropping ? '停止裁剪' : '开始裁剪'}
        </Button>
        <Button size="sm" onClick={clear} disabled={!view.cropping || !view.crop}>
          清除
        </Button>
        <Button size="sm" onClick={() => changeZoom(1)} disabled={view.scale >= MAX_SCALE}>
          放大
        </Button>
        <Button size="sm" onClick={() => changeZoom(-1)} disabled={view.scale <= MIN_SCALE}>
          缩小
        </Button>
        <Button size="sm" onClick={() => rotate(-1)}>
          向左旋转
        </Button>
        <Button size="sm" onClick={() => rotate(1)}>
          向右旋转
        </Button>
        <Button size="sm" onClick={download} disabled={busy}>
          下载
        </Button>
        <span className="ml-auto flex gap-3 text-xs text-slate-500" aria-live="polite">
          <span>{`缩放 ${Math.round(view.scale * 100)}%`}</span>
          <span>{`旋转 ${view.rotation}°`}</span>
        </span>
      </div>
      {fixed && (
        <p className="mb-2 text-xs text-slate-500">
          <span>{`固定尺寸 ${LABEL_CROP_SIZE.width}×${LABEL_CROP_SIZE.height}`}</span>
          {view.cropping && !view.crop && natural && <span>，点击图片放置裁剪框</span>}
        </p>
      )}
      <div className="flex h-[440px] overflow-auto rounded bg-slate-100">
        {file && (
          <ReactCrop
            className="m-auto shrink-0"
            // The library caps its width to the container; zoomed in, the stage must overflow and scroll.
            style={{ maxWidth: 'none' }}
            crop={view.cropping ? view.crop : undefined}
            onChange={(pixelCrop, percentCrop) => setView((current) => ({ ...current, crop: fixed ? pixelCrop : percentCrop }))}
            aspect={fixed ? LABEL_CROP_SIZE.width / LABEL_CROP_SIZE.height : undefined}
            locked={fixed}
            disabled={!view.cropping || !stage}
            ariaLabels={CROP_ARIA_LABELS}
          >
            <div className="relative overflow-hidden" style={stage ? { width: stage.width, height: stage.height } : undefined} onPointerDown={onStagePointerDown}>
              <img
                ref={attachImage}
                alt="待裁剪图片"
                draggable={false}
                onLoad={onImageLoad}
                onError={() => setFailed(true)}
                className="absolute top-1/2 left-1/2 max-w-none select-none"
                style={imageStyle}
              />
            </div>
          </ReactCrop>
        )}
        {!natural && (
          <p className="m-auto text-slate-500" role={failed ? 'alert' : undefined}>
            {failed ? '图片加载失败' : '图片加载中…'}
          </p>
        )}
      </div>
      {!view.cropping && <p className="mt-2 text-xs text-slate-500">未裁剪，确定后使用整张图片</p>}
    </Dialog>
  );
}
