const CODE_CHARS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomIndex(max: number) {
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return bytes[0] % max;
}

export function randomHex(length: number) {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').slice(0, length);
}

export function randomCode(length: number) {
  return Array.from({ length }, () => CODE_CHARS[randomIndex(CODE_CHARS.length)]).join('');
}

/** Draws the code as an SVG data URI: tilted letters over noise lines, legible to people. */
export function captchaImage(code: string): string {
  const letters = [...code]
    .map((ch, i) => {
      const x = 14 + i * 22;
      const rotate = randomIndex(40) - 20;
      const hue = randomIndex(360);
      return `<text x="${x}" y="28" transform="rotate(${rotate} ${x} 20)" fill="hsl(${hue},60%,35%)" font-size="22" font-family="monospace" font-weight="bold">${ch}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const y1 = randomIndex(40);
    const y2 = randomIndex(40);
    return `<line x1="0" y1="${y1}" x2="110" y2="${y2}" stroke="hsl(${randomIndex(360)},40%,70%)" stroke-width="1.5"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f3f6fb"/>${lines}${letters}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
