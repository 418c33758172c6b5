import { zlibSync } from 'fflate';
import { toBase64 } from '@/lib/base64';

// The block puzzle's pictures, drawn as the AJ-Captcha library draws its own (the reference backend's sign-in
// captcha): a background of 310×155 with the piece's hole in it at x (100–262), a decoy hole beside it, and
// the piece on a transparent strip of 47×155 at the same height, both PNG in Base64. The library cuts them
// from stock photographs; the demo paints a landscape of its own, different every time.

export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
export const PIECE_WIDTH = 47;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An RGBA picture as a PNG file (8 bits a channel, no filter). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = new Uint8Array((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlibSync(raw, { level: 6 })), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Random = () => number;

/** Whether (x, y) of the piece's strip is inside the piece: a square of 36 with a knob on top and one on the right. */
function pieceShape(top: number) {
  const size = 36;
  const knob = 6;
  return (x: number, y: number) => {
    const inSquare = x >= 2 && x < 2 + size && y >= top && y < top + size;
    const topKnob = (x - (2 + size / 2)) ** 2 + (y - top) ** 2 <= knob ** 2;
    const rightKnob = (x - (2 + size)) ** 2 + (y - (top + size / 2)) ** 2 <= knob ** 2;
    return inSquare || topKnob || rightKnob;
  };
}

/** A colour by hue (degrees), saturation and lightness (0–1), as red, green and blue (0–255). */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** A landscape: a sky of a random hue, a sun, clouds and two ranges of hills, with a little grain. */
function paintLandscape(random: Random): Uint8Array {
  const pixels = new Uint8Array(PUZZLE_WIDTH * PUZZLE_HEIGHT * 4);
  const hue = random() * 360;
  const sun = { x: 40 + random() * 230, y: 20 + random() * 40, r: 14 + random() * 10 };
  const clouds = Array.from({ length: 4 }, () => ({ x: random() * PUZZLE_WIDTH, y: 10 + random() * 50, r: 10 + random() * 16 }));
  const hills = [0, 1].map((i) => ({ base: 90 + i * 30, amp: 12 + random() * 14, freq: 0.01 + random() * 0.025, phase: random() * 6, shade: 0.55 - i * 0.2 }));
  for (let y = 0; y < PUZZLE_HEIGHT; y++) {
    for (let x = 0; x < PUZZLE_WIDTH; x++) {
      let [r, g, b] = hsl(hue, 0.55, 0.78 - (y / PUZZLE_HEIGHT) * 0.25);
      if ((x - sun.x) ** 2 + (y - sun.y) ** 2 <= sun.r ** 2) [r, g, b] = [255, 236, 170];
      for (const c of clouds) if ((x - c.x) ** 2 / 4 + (y - c.y) ** 2 <= c.r ** 2) [r, g, b] = [r * 0.3 + 178, g * 0.3 + 178, b * 0.3 + 178];
      for (const hill of hills) {
        if (y > hill.base + Math.sin(x * hill.freq + hill.phase) * hill.amp) [r, g, b] = hsl((hue + 140) % 360, 0.45, hill.shade - (y / PUZZLE_HEIGHT) * 0.15);
      }
      const grain = (random() - 0.5) * 14;
      const at = (y * PUZZLE_WIDTH + x) * 4;
      pixels[at] = Math.max(0, Math.min(255, r + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, b + grain));
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}

/** Whether a point of the shape is on its edge (a neighbour outside it). */
const onEdge = (inside: (x: number, y: number) => boolean, x: number, y: number) => !inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y - 1) || !inside(x, y + 1);

/** Darkens the shape's place in the background at `left` and outlines it in white. */
function cutHole(pixels: Uint8Array, inside: (x: number, y: number) => boolean, left: number, darkness: number) {
  for (let y = 0; y < PUZZLE_HEIGHT; y++) {
    for (let x = 0; x < PIECE_WIDTH; x++) {
      if (!inside(x, y) || left + x >= PUZZLE_WIDTH) continue;
      const at = (y * PUZZLE_WIDTH + left + x) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = onEdge(inside, x, y) ? 255 : pixels[at + c]! * darkness;
    }
  }
}

export interface Puzzle {
  /** The background with the hole, PNG in Base64. */
  background: string;
  /** The piece on its transparent strip, PNG in Base64. */
  piece: string;
  /** Where the piece fits, from the background's left edge (the library's range, 100–262). */
  x: number;
}

/** A new puzzle. */
export function drawPuzzle(random: Random = Math.random): Puzzle {
  const pixels = paintLandscape(random);
  const x = 100 + Math.floor(random() * (PUZZLE_WIDTH - PIECE_WIDTH - 100));
  const inside = pieceShape(18 + Math.floor(random() * 90));
  const piece = new Uint8Array(PIECE_WIDTH * PUZZLE_HEIGHT * 4);
  for (let y = 0; y < PUZZLE_HEIGHT; y++) {
    for (let px = 0; px < PIECE_WIDTH; px++) {
      if (!inside(px, y)) continue;
      const from = (y * PUZZLE_WIDTH + x + px) * 4;
      const to = (y * PIECE_WIDTH + px) * 4;
      const edge = onEdge(inside, px, y);
      for (let c = 0; c < 3; c++) piece[to + c] = edge ? 255 : pixels[from + c]!;
      piece[to + 3] = 255;
    }
  }
  cutHole(pixels, inside, x, 0.45);
  // A decoy, as the library draws: well away from the real hole, on whichever side has room.
  const decoy = x + 52 < PUZZLE_WIDTH - PIECE_WIDTH ? x + 52 + Math.floor(random() * (PUZZLE_WIDTH - PIECE_WIDTH - x - 52)) : Math.floor(random() * Math.max(1, x - 52));
  cutHole(pixels, pieceShape(18 + Math.floor(random() * 90)), decoy, 0.7);
  return { background: toBase64(encodePng(PUZZLE_WIDTH, PUZZLE_HEIGHT, pixels)), piece: toBase64(encodePng(PIECE_WIDTH, PUZZLE_HEIGHT, piece)), x };
}
