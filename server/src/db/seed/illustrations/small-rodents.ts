import { PAW, PINK, blush, circle, ellipse, eye, mirrored, mouth, whiskers } from './parts.js';

/**
 * Hamsters, mice, rats and gerbils. Every drawing is centred on (0, 0), about 600 units wide,
 * standing on y = 200, facing the viewer or to the right.
 */

export interface Coat {
  fur: string;
  belly: string;
  /** Markings: stripe, hood, ear shading. */
  dark: string;
  /** Optional second colour for patches (guinea pigs, rabbits). */
  patch?: string;
}

export type HamsterKind = 'syryjski' | 'hybryda' | 'roborowskiego';

/** A round hamster sitting front-on, holding a sunflower seed. */
export function hamster(coat: Coat, kind: HamsterKind): string {
  const parts: string[] = [];
  parts.push(mirrored((s) => circle(s * 140, -135, 48, coat.fur) + circle(s * 140, -135, 28, '#f3b1b6')));
  parts.push(ellipse(0, 20, 235, 188, coat.fur));
  if (kind === 'hybryda') {
    // The dark dorsal stripe of Campbell x winter-white hybrids.
    parts.push(`<path d="M0,-168 Q16,-70 0,-2" stroke="${coat.dark}" stroke-width="22" fill="none" stroke-linecap="round" opacity="0.55"/>`);
  }
  parts.push(mirrored((s) => ellipse(s * 128, 48, 88, 72, coat.belly, 'opacity="0.9"')));
  parts.push(ellipse(0, 100, 142, 100, coat.belly));
  if (kind === 'roborowskiego') {
    // Roborowski hamsters have white "eyebrows".
    parts.push(mirrored((s) => ellipse(s * 76, -78, 30, 16, '#fffaf2')));
  }
  parts.push(mirrored((s) => eye(s * 76, -40, 20)));
  parts.push(mirrored((s) => blush(s * 118, 8)));
  parts.push(ellipse(0, 4, 14, 10, PINK));
  parts.push(mouth(0, 22));
  // Paws holding a sunflower seed.
  parts.push(`<g transform="rotate(-12 0 84)">${ellipse(0, 84, 17, 30, '#3a3431')}<path d="M-6,62 L-6,106 M6,62 L6,106" stroke="#d8d2c8" stroke-width="3"/></g>`);
  parts.push(mirrored((s) => ellipse(s * 30, 92, 22, 16, PAW)));
  parts.push(mirrored((s) => ellipse(s * 92, 198, 44, 18, PAW)));
  parts.push(whiskers(40, 10, 1, 110) + whiskers(-40, 10, -1, 110));
  return parts.join('');
}

/** A mouse in profile: big round ears, pointed snout, long thin tail. */
export function mouse(coat: Coat): string {
  return [
    `<path d="M-160,130 C-300,180 -330,40 -440,100" stroke="${PINK}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    circle(30, -118, 72, coat.fur) + circle(30, -118, 50, '#f6b3bd'),
    ellipse(-40, 62, 180, 128, coat.fur),
    ellipse(-20, 128, 125, 56, coat.belly),
    `<ellipse cx="130" cy="-8" rx="118" ry="94" fill="${coat.fur}" transform="rotate(-14 130 -8)"/>`,
    ellipse(228, 24, 56, 40, coat.fur),
    ellipse(196, 44, 46, 30, coat.belly, 'opacity="0.7"'),
    circle(140, -128, 76, coat.fur) + circle(140, -128, 54, '#f6b3bd') + circle(150, -136, 30, '#f9c7cf'),
    eye(182, -18, 19),
    blush(206, 28, 0.8),
    circle(278, 20, 13, PINK),
    ellipse(160, 118, 24, 15, PAW),
    ellipse(20, 186, 34, 14, PAW),
    ellipse(-130, 186, 34, 14, PAW),
    whiskers(262, 30, 1, 100),
  ].join('');
}

/** A rat in profile: longer body and snout, smaller ears, thick tail; optional dark hood. */
export function rat(coat: Coat, hooded: boolean, dumbo: boolean): string {
  const headFur = hooded ? coat.dark : coat.fur;
  const earY = dumbo ? -60 : -120;
  return [
    `<path d="M-220,120 C-360,190 -400,60 -470,130 L-466,138 C-392,80 -350,214 -210,150 Z" fill="#eeb4b8"/>`,
    circle(40, earY, dumbo ? 62 : 46, headFur) + circle(40, earY, dumbo ? 42 : 30, '#f2b2ba'),
    ellipse(-60, 60, 230, 130, coat.fur),
    hooded ? ellipse(-70, -10, 200, 52, coat.dark, 'opacity="0.95"') : '',
    ellipse(-40, 128, 160, 54, coat.belly),
    `<ellipse cx="125" cy="-4" rx="135" ry="92" fill="${headFur}" transform="rotate(-10 125 -4)"/>`,
    ellipse(240, 30, 70, 44, headFur),
    circle(120, earY - 6, dumbo ? 66 : 50, headFur) + circle(120, earY - 6, dumbo ? 46 : 34, '#f2b2ba'),
    eye(182, -16, 17),
    blush(210, 30, 0.8),
    circle(304, 26, 13, PINK),
    ellipse(170, 116, 26, 15, PAW),
    ellipse(20, 186, 38, 14, PAW),
    ellipse(-170, 186, 38, 14, PAW),
    whiskers(290, 36, 1, 110),
  ].join('');
}

/** A gerbil sitting up: long hind feet, big dark eyes, furry tail ending in a tuft. */
export function gerbil(coat: Coat): string {
  return [
    `<path d="M-110,160 C-260,210 -330,60 -400,40" stroke="${coat.fur}" stroke-width="18" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="-410" cy="36" rx="34" ry="22" fill="${coat.dark}" transform="rotate(-20 -410 36)"/>`,
    ellipse(-10, 188, 92, 22, coat.belly),
    `<ellipse cx="-30" cy="60" rx="145" ry="158" fill="${coat.fur}" transform="rotate(-18 -30 60)"/>`,
    `<ellipse cx="14" cy="92" rx="84" ry="112" fill="${coat.belly}" transform="rotate(-18 14 92)"/>`,
    `<ellipse cx="36" cy="-176" rx="32" ry="44" fill="${coat.dark}" transform="rotate(-18 36 -176)"/>`,
    `<ellipse cx="36" cy="-172" rx="18" ry="28" fill="#efb2b6" transform="rotate(-18 36 -172)"/>`,
    circle(92, -92, 100, coat.fur),
    ellipse(176, -66, 48, 38, coat.fur),
    ellipse(150, -40, 46, 30, coat.belly, 'opacity="0.8"'),
    eye(122, -112, 25),
    blush(160, -56, 0.8),
    circle(218, -70, 10, PINK),
    ellipse(100, 38, 20, 28, PAW),
    ellipse(60, 46, 18, 26, PAW),
    whiskers(206, -60, 1, 95),
  ].join('');
}
