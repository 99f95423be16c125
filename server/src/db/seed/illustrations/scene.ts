import sharp from 'sharp';
import type { Species } from '@pets/shared';
import { chinchilla, guineaPig, rabbit, tortoise } from './larger-pets.js';
import { createRandom, n, type Random } from './random.js';
import { gerbil, hamster, mouse, rat, type Coat } from './small-rodents.js';

/**
 * A whole demo photo: pastel background, bedding, a few props and the animal. Deterministic: the
 * same (species, look, seed) always gives the same picture, so nothing binary is committed.
 */

export interface Look extends Coat {
  /** Rabbits: lop ears; rats: 'hooded' or 'dumbo'. */
  style?: 'lop' | 'hooded' | 'dumbo';
}

export const WIDTH = 1200;
export const HEIGHT = 900;
const FLOOR_Y = 770;

const BACKGROUNDS = [
  { top: '#fdf2e3', bottom: '#f8d9b4' },
  { top: '#e8f6ef', bottom: '#bfe6d2' },
  { top: '#eef0fb', bottom: '#cdd3f3' },
  { top: '#fdeef3', bottom: '#f6c9d8' },
  { top: '#fffbe6', bottom: '#f7e7a6' },
  { top: '#e6f4fb', bottom: '#b9def2' },
  { top: '#f3ecfa', bottom: '#dccbef' },
] as const;

const SCALE: Record<Species, number> = {
  'Chomik hybryda': 0.9,
  'Chomik syryjski': 1,
  'Chomik Roborowskiego': 0.74,
  'Świnka morska': 0.98,
  Królik: 1,
  Mysz: 0.86,
  Szczur: 0.92,
  Myszoskoczek: 0.94,
  Szynszyla: 0.98,
  Żółw: 1.02,
};

function drawAnimal(species: Species, look: Look, random: Random): string {
  switch (species) {
    case 'Chomik hybryda':
      return hamster(look, 'hybryda');
    case 'Chomik syryjski':
      return hamster(look, 'syryjski');
    case 'Chomik Roborowskiego':
      return hamster(look, 'roborowskiego');
    case 'Świnka morska':
      return guineaPig(look, random.int(0, 4));
    case 'Królik':
      return rabbit(look, look.style === 'lop');
    case 'Mysz':
      return mouse(look);
    case 'Szczur':
      return rat(look, look.style === 'hooded', look.style === 'dumbo');
    case 'Myszoskoczek':
      return gerbil(look);
    case 'Szynszyla':
      return chinchilla(look);
    case 'Żółw':
      return tortoise(look);
  }
}

function heart(x: number, y: number, size: number, color: string, angle: number): string {
  return `<path d="M0,-6 C-4,-16 -20,-14 -20,-2 C-20,10 -6,18 0,24 C6,18 20,10 20,-2 C20,-14 4,-16 0,-6Z" fill="${color}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(size)})"/>`;
}

function star(x: number, y: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${n(x + radius * Math.cos(angle))},${n(y + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/** Bedding that suits the species: hay, wood shavings or grass. */
function floor(species: Species, random: Random): string {
  type Bedding = 'hay' | 'shavings' | 'grass';
  const kind: Bedding =
    species === 'Żółw' ? 'grass' : species === 'Królik' || species === 'Świnka morska' ? random.pick<Bedding>(['hay', 'grass']) : random.pick<Bedding>(['hay', 'shavings']);
  const base = { hay: '#ecd28c', shavings: '#efdcbc', grass: '#a9d98b' }[kind];
  const strokes = { hay: ['#d9b45a', '#f4e2a1', '#c99f45'], shavings: ['#dcc39a', '#fff3dc', '#cfb185'], grass: ['#7fbf61', '#c3eaa5', '#6aa84f'] }[kind];
  const items: string[] = [`<rect x="0" y="${FLOOR_Y - 30}" width="${WIDTH}" height="${HEIGHT - FLOOR_Y + 30}" fill="${base}"/>`];
  for (let index = 0; index < 70; index += 1) {
    const x = random.range(0, WIDTH);
    const y = random.range(FLOOR_Y - 24, HEIGHT);
    const color = random.pick(strokes);
    if (kind === 'grass') {
      items.push(`<path d="M${n(x)},${n(y)} q${n(random.range(-8, 8))},-${n(random.range(18, 34))} ${n(random.range(-6, 10))},-${n(random.range(30, 46))}" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
    } else if (kind === 'shavings') {
      items.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(random.range(10, 20))}" ry="${n(random.range(4, 8))}" fill="${color}" transform="rotate(${n(random.range(-40, 40))} ${n(x)} ${n(y)})"/>`);
    } else {
      items.push(`<path d="M${n(x)},${n(y)} l${n(random.range(-40, 40))},${n(random.range(-10, 10))}" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`);
    }
  }
  return items.join('');
}

/** A snack next to the animal. */
function prop(species: Species, x: number, random: Random): string {
  const y = FLOOR_Y + 40;
  if (species === 'Królik' || species === 'Świnka morska') {
    return `<g transform="translate(${n(x)} ${y}) rotate(${n(random.range(-30, 10))})"><path d="M-70,0 Q-60,-16 60,-10 Q66,0 60,10 Q-60,16 -70,0Z" fill="#f28c28"/><path d="M58,-6 l34,-22 M60,0 l40,-4 M58,6 l30,22" stroke="#4f9a3a" stroke-width="8" stroke-linecap="round"/></g>`;
  }
  if (species === 'Żółw') {
    return `<g transform="translate(${n(x)} ${y - 6})"><ellipse rx="46" ry="20" fill="#6cb356" transform="rotate(-20)"/><ellipse cx="40" cy="10" rx="40" ry="18" fill="#86c96b" transform="rotate(25 40 10)"/>${star(-8, -40, 16, '#ffd43b')}</g>`;
  }
  const seeds = Array.from({ length: 4 }, (_, index) => {
    const sx = x + index * 26 + random.range(-6, 6);
    return `<ellipse cx="${n(sx)}" cy="${n(y + random.range(-6, 6))}" rx="9" ry="16" fill="#3a3431" transform="rotate(${n(random.range(-60, 60))} ${n(sx)} ${y})"/>`;
  });
  return seeds.join('');
}

export function drawScene(species: Species, look: Look, seed: number): string {
  const random = createRandom(seed);
  const background = random.pick(BACKGROUNDS);
  const flip = random.chance(0.4);
  const scale = SCALE[species] * random.range(0.92, 1.05);
  const centerX = WIDTH / 2 + random.range(-60, 60);
  const translateY = FLOOR_Y - 200 * scale;

  const bokeh = Array.from({ length: random.int(5, 9) }, () =>
    `<circle cx="${n(random.range(0, WIDTH))}" cy="${n(random.range(0, 560))}" r="${n(random.range(30, 110))}" fill="#fff" opacity="${n(random.range(0.12, 0.35))}"/>`,
  ).join('');
  const sparkles = Array.from({ length: random.int(3, 6) }, (_, index) => {
    const x = random.range(60, WIDTH - 60);
    const y = random.range(50, 300);
    return index % 2 === 0
      ? heart(x, y, random.range(0.9, 1.8), random.pick(['#ff8fab', '#ff6b8b', '#f7a1c4']), random.range(-25, 25))
      : star(x, y, random.range(12, 22), random.pick(['#ffd43b', '#fff3bf', '#ffc078']));
  }).join('');
  const propX = flip ? centerX + 330 * scale : centerX - 360 * scale;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background.top}"/><stop offset="1" stop-color="${background.bottom}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    bokeh,
    floor(species, random),
    `<ellipse cx="${n(centerX)}" cy="${FLOOR_Y + 4}" rx="${n(300 * scale)}" ry="30" fill="#000" opacity="0.1"/>`,
    `<g transform="translate(${n(centerX)} ${n(translateY)}) scale(${n(flip ? -scale : scale)} ${n(scale)})">${drawAnimal(species, look, random)}</g>`,
    prop(species, Math.min(Math.max(propX, 80), WIDTH - 140), random),
    sparkles,
    '</svg>',
  ].join('');
}

/** The scene as a JPEG, like a photo a volunteer would upload. */
export function renderScene(species: Species, look: Look, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(drawScene(species, look, seed)))
    .jpeg({ quality: 86 })
    .toBuffer();
}
