import type { CropGeometry, OutputFormat, Rotation, Size } from './crop-geometry';

/** The canvas calls drawCrop makes; a narrow type so that tests can follow the transform with a fake. */
export type CropContext = Pick<CanvasRenderingContext2D, 'save' | 'restore' | 'scale' | 'translate' | 'rotate' | 'drawImage' | 'fillRect'> & {
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  imageSmoothingQuality: CanvasRenderingContext2D['imageSmoothingQuality'];
};

/**
 * Draws the cut described by `geometry` onto a canvas already sized to `geometry.canvas`. The image is
 * turned about its centre into the rotated-natural frame, then shifted so that the cut's corner is
 * the canvas origin.
 */
export function drawCrop(
  ctx: CropContext,
  image: CanvasImageSource,
  natural: Size,
  rotation: Rotation,
  geometry: CropGeometry,
  format: OutputFormat,
) {
  const { rotated, source, canvas } = geometry;
  ctx.save();
  if (format.type === 'image/jpeg') {
    // JPEG has no alpha: anything left transparent by sub-pixel edges would come out black.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.imageSmoothingQuality = 'high';
  // The canvas is the cut rounded to whole pixels; stretch by that rounding instead of leaving a seam.
  ctx.scale(canvas.width / source.width, canvas.height / source.height);
  ctx.translate(-source.x, -source.y);
  ctx.translate(rotated.width / 2, rotated.height / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(image, -natural.width / 2, -natural.height / 2, natural.width, natural.height);
  ctx.restore();
}

export function canvasToBlob(canvas: HTMLCanvasElement, format: OutputFormat): Promise<Blob | null> {
  return new Promise((resolve) => {
    canvas.toBlob(resolve, format.type, format.quality);
  });
}
