import { n } from './random.js';

/** Shared face parts, so every species has the same friendly look. */

export const INK = '#2a211c';
export const PINK = '#f29aa8';
export const PAW = '#f6c6bd';

export function eye(x: number, y: number, r: number): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${INK}"/>` +
    `<circle cx="${n(x + r * 0.35)}" cy="${n(y - r * 0.38)}" r="${n(r * 0.36)}" fill="#fff"/>` +
    `<circle cx="${n(x - r * 0.3)}" cy="${n(y + r * 0.35)}" r="${n(r * 0.14)}" fill="#fff" opacity="0.8"/>`
  );
}

export function blush(x: number, y: number, size = 1): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(24 * size)}" ry="${n(13 * size)}" fill="#ff7f98" opacity="0.35"/>`;
}

/** Three whiskers fanning out from (x, y); dir 1 to the right, -1 to the left. */
export function whiskers(x: number, y: number, dir: 1 | -1, length = 90, color = '#5b4a40'): string {
  return [-14, 0, 14]
    .map((dy, index) => {
      const endX = x + dir * length;
      const endY = y + dy * 2.2 - 6 + index * 2;
      return `<path d="M${n(x)},${n(y + dy * 0.4)} Q${n(x + dir * length * 0.5)},${n(y + dy)} ${n(endX)},${n(endY)}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    })
    .join('');
}

/** The little "ω" mouth under the nose. */
export function mouth(x: number, y: number, size = 1): string {
  const w = 15 * size;
  return `<path d="M${n(x - w)},${n(y)} Q${n(x - w / 2)},${n(y + w * 0.8)} ${n(x)},${n(y)} Q${n(x + w / 2)},${n(y + w * 0.8)} ${n(x + w)},${n(y)}" stroke="#6b4a3a" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Mirror of a part around x = 0 (faces drawn front-on are symmetric). */
export function mirrored(part: (sign: 1 | -1) => string): string {
  return part(-1) + part(1);
}
