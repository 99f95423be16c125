import { PAW, PINK, blush, circle, ellipse, eye, mirrored, mouth, whiskers } from './parts.js';
import { n } from './random.js';
import type { Coat } from './small-rodents.js';

/** Guinea pigs, chinchillas, rabbits and tortoises; same frame as small-rodents.ts. */

/** A guinea pig in profile: a loaf-shaped body with patches, petal ears. */
export function guineaPig(coat: Coat, patchSeed: number): string {
  const patch = coat.patch ?? coat.dark;
  // Patches are clipped to the body so they read as fur markings.
  const px = -160 + (patchSeed % 5) * 40;
  return [
    `<defs><clipPath id="gp-body"><ellipse cx="-20" cy="52" rx="262" ry="160"/><ellipse cx="190" cy="10" rx="132" ry="116"/></clipPath></defs>`,
    ellipse(-20, 52, 262, 160, coat.fur),
    ellipse(190, 10, 132, 116, coat.fur),
    `<g clip-path="url(#gp-body)">${ellipse(px, 10, 120, 150, patch)}${ellipse(210, -40, 90, 70, coat.dark, 'opacity="0.9"')}${ellipse(-250, 90, 90, 120, coat.dark, 'opacity="0.7"')}</g>`,
    ellipse(-10, 150, 200, 50, coat.belly, 'opacity="0.8"'),
    `<path d="M118,-78 C96,-146 168,-156 186,-110 C196,-84 160,-60 130,-62 Z" fill="${coat.dark}"/>`,
    `<path d="M128,-84 C116,-128 160,-134 172,-106 C176,-92 154,-78 138,-78 Z" fill="#e9a9ae" opacity="0.7"/>`,
    eye(226, -22, 20),
    blush(262, 26),
    ellipse(306, 34, 12, 9, PINK),
    `<path d="M306,44 L306,58 M306,58 Q296,68 288,62 M306,58 Q316,68 324,62" stroke="#6b4a3a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    ellipse(150, 200, 36, 15, PAW),
    ellipse(-160, 202, 40, 15, PAW),
    whiskers(300, 44, 1, 80),
  ].join('');
}

/** A chinchilla sitting front-on: huge round ears, big eyes, bushy tail. */
export function chinchilla(coat: Coat): string {
  return [
    `<ellipse cx="-180" cy="50" rx="72" ry="160" fill="${coat.dark}" transform="rotate(-28 -180 50)"/>`,
    `<ellipse cx="-186" cy="46" rx="50" ry="140" fill="${coat.fur}" transform="rotate(-28 -186 46)" opacity="0.7"/>`,
    mirrored((s) => `<ellipse cx="${s * 100}" cy="-236" rx="70" ry="86" fill="${coat.fur}" transform="rotate(${s * 22} ${s * 100} -236)"/>`),
    mirrored((s) => `<ellipse cx="${s * 100}" cy="-232" rx="48" ry="62" fill="#e9c2c4" transform="rotate(${s * 22} ${s * 100} -232)"/>`),
    ellipse(0, 60, 192, 172, coat.fur),
    ellipse(0, 112, 112, 100, coat.belly),
    circle(0, -108, 128, coat.fur),
    ellipse(0, -60, 70, 44, coat.belly, 'opacity="0.85"'),
    mirrored((s) => eye(s * 54, -118, 28)),
    mirrored((s) => blush(s * 92, -64)),
    ellipse(0, -78, 12, 8, PINK),
    mouth(0, -62, 0.8),
    mirrored((s) => ellipse(s * 40, 36, 22, 18, PAW)),
    mirrored((s) => ellipse(s * 96, 212, 46, 16, '#d9c9c2')),
    whiskers(34, -72, 1, 150, '#3d3a38') + whiskers(-34, -72, -1, 150, '#3d3a38'),
  ].join('');
}

/** A rabbit sitting front-on, upright or lop ears, optional white "Dutch" blaze. */
export function rabbit(coat: Coat, lop: boolean): string {
  const blaze = coat.patch;
  const ears = lop
    ? mirrored(
        (s) =>
          `<ellipse cx="${s * 150}" cy="-40" rx="48" ry="128" fill="${coat.fur}" transform="rotate(${s * -18} ${s * 150} -40)"/>` +
          `<ellipse cx="${s * 150}" cy="-30" rx="26" ry="96" fill="${coat.dark}" opacity="0.35" transform="rotate(${s * -18} ${s * 150} -30)"/>`,
      )
    : mirrored(
        (s) =>
          `<ellipse cx="${s * 62}" cy="-300" rx="46" ry="136" fill="${coat.fur}" transform="rotate(${s * 9} ${s * 62} -300)"/>` +
          `<ellipse cx="${s * 62}" cy="-292" rx="24" ry="104" fill="#f1b3bb" transform="rotate(${s * 9} ${s * 62} -292)"/>`,
      );
  return [
    lop ? '' : ears,
    ellipse(0, 86, 205, 160, coat.fur),
    blaze ? ellipse(0, 120, 210, 96, blaze) : '',
    ellipse(0, 118, 116, 96, coat.belly),
    ellipse(0, -92, 144, 126, coat.fur),
    blaze ? `<path d="M-26,-214 Q0,-240 26,-214 L44,-40 Q0,-10 -44,-40 Z" fill="${blaze}"/>` : '',
    lop ? ears : '',
    mirrored((s) => ellipse(s * 28, -48, 38, 30, coat.belly)),
    mirrored((s) => eye(s * 62, -112, 21)),
    mirrored((s) => blush(s * 96, -60)),
    `<path d="M-12,-76 L12,-76 L0,-62 Z" fill="${PINK}" stroke="${PINK}" stroke-width="6" stroke-linejoin="round"/>`,
    mouth(0, -50, 0.8),
    mirrored((s) => ellipse(s * 52, 172, 30, 22, coat.belly)),
    mirrored((s) => ellipse(s * 138, 222, 62, 22, coat.belly)),
    whiskers(40, -56, 1, 110) + whiskers(-40, -56, -1, 110),
  ].join('');
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index + Math.PI / 6;
    return `${n(cx + r * Math.cos(angle))},${n(cy + r * Math.sin(angle))}`;
  });
  return points.join(' ');
}

/** A tortoise in profile: a domed shell of hexagonal scutes, smiling head. */
export function tortoise(coat: Coat): string {
  const shell = 'M-262,128 Q-256,-176 0,-180 Q256,-176 262,128 Z';
  const scutes = [
    [-118, -48, 70],
    [0, -82, 70],
    [118, -48, 70],
    [-200, 66, 52],
    [-82, 62, 56],
    [40, 64, 56],
    [160, 62, 52],
  ] as const;
  return [
    `<defs><clipPath id="shell"><path d="${shell}"/></clipPath></defs>`,
    ...[-170, -64, 96, 186].map((x, index) => ellipse(x, 162 + (index % 2) * 8, 44, 40, coat.belly)),
    `<path d="M-258,104 L-318,126 L-254,132 Z" fill="${coat.belly}"/>`,
    ellipse(236, 84, 66, 48, coat.belly),
    `<ellipse cx="312" cy="40" rx="80" ry="58" fill="${coat.belly}" transform="rotate(-8 312 40)"/>`,
    `<path d="${shell}" fill="${coat.fur}"/>`,
    `<g clip-path="url(#shell)">${scutes
      .map(([x, y, r]) => `<polygon points="${hexagon(x, y, r)}" fill="${coat.dark}" stroke="${coat.patch ?? '#e9d8a6'}" stroke-width="9" stroke-linejoin="round"/>`)
      .join('')}</g>`,
    ellipse(0, 130, 268, 22, coat.dark),
    eye(338, 22, 13),
    blush(352, 52, 0.7),
    `<path d="M360,64 Q374,74 388,62" stroke="#4b3a2a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ].join('');
}
