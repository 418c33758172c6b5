/**
 * Pure geometry of the picture library's crop modal (SPEC.md §2 "Material manager", §9).
 *
 * Coordinate frames:
 * - natural: the image file's own pixels (naturalWidth × naturalHeight);
 * - displayed: the <img> box on screen before rotation and zoom (the natural size fitted to the stage);
 * - stage: what the user sees and crops on, the displayed box rotated by a quarter turn and zoomed.
 *   The crop from react-image-crop is in stage pixels.
 * - rotated natural: the natural image turned like the stage; the output is cut from this frame.
 */

export type Rotation = 0 | 90 | 180 | 270;

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Size, Point {}

/** Zoom limits and step of the 放大 / 缩小 buttons. */
export const MIN_SCALE = 0.5;
export const MAX_SCALE = 3;
export const SCALE_STEP = 0.1;

/** SPEC.md §9: a fixed 200×100 box when a label name is given. */
export const LABEL_CROP_SIZE: Readonly<Size> = { width: 200, height: 100 };

/** Free crop starts as a centred box over this share of the image in each direction. */
export const FREE_CROP_SHARE = 0.8;

/** SPEC.md §9: JPEG sources are converted at quality 0.8. */
export const JPEG_QUALITY = 0.8;

/** Normalises any multiple of 90° (negative too) to 0, 90, 180 or 270. */
export function normalizeRotation(degrees: number): Rotation {
  const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return (quarter * 90) as Rotation;
}

/** One quarter turn; `direction` -1 is 向左旋转 (anticlockwise), 1 is 向右旋转 (clockwise). */
export function turn(rotation: Rotation, direction: -1 | 1): Rotation {
  return normalizeRotation(rotation + direction * 90);
}

/**
 * One zoom step, kept within [MIN_SCALE, MAX_SCALE]. Computed in tenths so that repeated steps
 * land on 1.1, 1.2… and not on 1.2000000000000002 (SPEC.md §9: decimal math avoids floating errors).
 */
export function zoom(scale: number, direction: -1 | 1): number {
  const tenths = Math.round(scale * 10) + direction * Math.round(SCALE_STEP * 10);
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, tenths / 10));
}

export function isQuarterTurn(rotation: Rotation): boolean {
  return rotation === 90 || rotation === 270;
}

/** A box turned by `rotation`: a quarter turn swaps width and height. */
export function rotatedSize(size: Size, rotation: Rotation): Size {
  return isQuarterTurn(rotation) ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/**
 * How much the natural image is shrunk so that, turned by `rotation` and at zoom 1, it fits in
 * `bounds`. Never above 1: small images are not blown up.
 */
export function fitRatio(natural: Size, rotation: Rotation, bounds: Size): number {
  const turned = rotatedSize(natural, rotation);
  if (turned.width <= 0 || turned.height <= 0) return 1;
  return Math.min(1, bounds.width / turned.width, bounds.height / turned.height);
}

/** The on-screen box that is cropped: the displayed image turned and zoomed. */
export function stageSize(displayed: Size, rotation: Rotation, scale: number): Size {
  const turned = rotatedSize(displayed, rotation);
  return { width: turned.width * scale, height: turned.height * scale };
}

export interface CropGeometryInput {
  natural: Size;
  displayed: Size;
  /** The selection in stage pixels; null (or an empty box) means the whole image. */
  crop: Rect | null;
  rotation: Rotation;
  scale: number;
}

export interface CropGeometry {
  /** The image in the rotated-natural frame, i.e. the canvas the source rectangle is cut from. */
  rotated: Size;
  /** The cut, in rotated-natural pixels. */
  source: Rect;
  /** The output canvas: the cut at the image's own resolution, whole pixels, at least 1×1. */
  canvas: Size;
}

/** A selection smaller than a pixel (a click without a drag) counts as none. */
export function hasSelection(crop: Rect | null | undefined): crop is Rect {
  return crop != null && crop.width >= 1 && crop.height >= 1;
}

/**
 * Maps the stage selection back to image pixels. The output keeps the image's own resolution, so
 * zooming in does not enlarge the result: it only lets the same on-screen box cover fewer pixels.
 */
export function cropGeometry({ natural, displayed, crop, rotation, scale }: CropGeometryInput): CropGeometry {
  const rotated = rotatedSize(natural, rotation);
  let source: Rect = { x: 0, y: 0, width: rotated.width, height: rotated.height };
  const stage = stageSize(displayed, rotation, scale);
  if (hasSelection(crop) && stage.width > 0 && stage.height > 0) {
    // Stage → rotated natural is a plain scaling: the stage is the rotated natural image, resized.
    const kx = rotated.width / stage.width;
    const ky = rotated.height / stage.height;
    const left = clamp(crop.x * kx, 0, rotated.width);
    const top = clamp(crop.y * ky, 0, rotated.height);
    const right = clamp((crop.x + crop.width) * kx, 0, rotated.width);
    const bottom = clamp((crop.y + crop.height) * ky, 0, rotated.height);
    if (right - left > 0 && bottom - top > 0) source = { x: left, y: top, width: right - left, height: bottom - top };
  }
  const canvas = { width: Math.max(1, Math.round(source.width)), height: Math.max(1, Math.round(source.height)) };
  return { rotated, source, canvas };
}

/**
 * The fixed label box (200×100) centred on `center` and kept inside the stage. On a stage smaller
 * than the box it shrinks, keeping 2:1, so that it still fits.
 */
export function placeFixedCrop(stage: Size, center: Point, size: Size = LABEL_CROP_SIZE): Rect {
  const shrink = Math.min(1, stage.width / size.width, stage.height / size.height);
  const width = size.width * shrink;
  const height = size.height * shrink;
  return {
    x: clamp(center.x - width / 2, 0, stage.width - width),
    y: clamp(center.y - height / 2, 0, stage.height - height),
    width,
    height,
  };
}

/** The free crop's starting box, in percent of the stage so that it follows zooming. */
export function initialFreeCrop(): Rect {
  const margin = ((1 - FREE_CROP_SHARE) / 2) * 100;
  return { x: margin, y: margin, width: FREE_CROP_SHARE * 100, height: FREE_CROP_SHARE * 100 };
}

export interface OutputFormat {
  type: 'image/png' | 'image/jpeg';
  /** For canvas.toBlob; PNG is lossless and takes none. */
  quality: number | undefined;
  fileName: string;
}

const JPEG_EXTENSIONS = new Set(['jpg', 'jpeg']);

/**
 * SPEC.md §9: the cropper writes PNG, except that JPEG stays JPEG at quality 0.8 (a photo as PNG
 * would be several times larger). The file keeps its base name with the extension of what it now is.
 */
export function outputFormat(file: Pick<File, 'name' | 'type'>): OutputFormat {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const base = (dot >= 0 ? file.name.slice(0, dot) : file.name) || 'image';
  const jpeg = file.type === 'image/jpeg' || JPEG_EXTENSIONS.has(extension);
  if (jpeg) {
    return { type: 'image/jpeg', quality: JPEG_QUALITY, fileName: `${base}.${JPEG_EXTENSIONS.has(extension) ? extension : 'jpg'}` };
  }
  return { type: 'image/png', quality: undefined, fileName: `${base}.png` };
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
