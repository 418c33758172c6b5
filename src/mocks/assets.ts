/** Pictures of the demo backend, drawn as SVG so no demo file ships in the production build. */
const toDataUri = (svg: string) => `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;

const palette = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#13c2c2', '#6959CD', '#11a983'];

/**
 * Pictures of people and products are served by the demo backend at short addresses under /demo-files/
 * (as the real backend's are short urls): the contract limits picture fields to 255 characters.
 */
export const DEMO_FILES = '/demo-files/';

export const avatar = (seed: number, letter: string) => `${DEMO_FILES}avatar/${seed}/${encodeURIComponent(letter)}.svg`;

/** A square product picture: a tinted tile with the product's first character. */
export const productImage = (seed: number, label: string) => `${DEMO_FILES}picture/${seed}/${encodeURIComponent(label)}.svg`;

function avatarSvg(seed: number, letter: string) {
  const color = palette[seed % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${color}"/><text x="32" y="41" text-anchor="middle" font-size="26" font-family="sans-serif" fill="#fff">${letter}</text></svg>`;
}

export const logoLeftTop = toDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect x="4" y="6" width="28" height="28" rx="6" fill="#409EFF"/><path d="M11 27V14l7 6 7-6v13" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/><text x="40" y="27" font-size="17" font-family="sans-serif" font-weight="600" fill="#fff">云上好店</text></svg>',
);

export const logoSquare = toDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect x="4" y="4" width="32" height="32" rx="7" fill="#409EFF"/><path d="M12 29V14l8 7 8-7v15" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/></svg>',
);

export const loginBackground = toDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3a8a"/><stop offset="1" stop-color="#409EFF"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="1350" cy="150" r="260" fill="#ffffff" opacity="0.06"/><circle cx="200" cy="780" r="320" fill="#ffffff" opacity="0.05"/></svg>',
);

export const loginLeft = toDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="400" viewBox="0 0 360 400"><rect width="360" height="400" fill="#ecf5ff"/><rect x="70" y="120" width="220" height="150" rx="12" fill="#fff" stroke="#409EFF" stroke-width="3"/><rect x="92" y="145" width="80" height="60" rx="6" fill="#d9ecff"/><rect x="186" y="150" width="84" height="10" rx="5" fill="#a0cfff"/><rect x="186" y="172" width="64" height="10" rx="5" fill="#c6e2ff"/><rect x="92" y="222" width="176" height="10" rx="5" fill="#c6e2ff"/><text x="180" y="320" text-anchor="middle" font-size="20" font-family="sans-serif" fill="#337ecc">让开店更简单</text></svg>',
);

function pictureSvg(seed: number, label: string) {
  const color = palette[seed % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="10" fill="${color}" opacity="0.18"/><rect x="30" y="30" width="60" height="60" rx="12" fill="${color}"/><text x="60" y="72" text-anchor="middle" font-size="30" font-family="sans-serif" fill="#fff">${label}</text></svg>`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG of a drawn demo picture address (avatar/… or picture/…), or null for another address. */
export function drawnFile(path: string): string | null {
  const match = /\/demo-files\/(avatar|picture)\/(\d+)\/([^/]+)\.svg$/.exec(path);
  if (!match) return null;
  const label = escapeXml(decodeURIComponent(match[3]));
  return match[1] === 'avatar' ? avatarSvg(Number(match[2]), label) : pictureSvg(Number(match[2]), label);
}
