import { describe, expect, it } from 'vitest';
import { SPECIES } from '../species.js';
import { SPECIES_CARE } from './species-care.js';

const all = (species: keyof typeof SPECIES_CARE) => {
  const care = SPECIES_CARE[species];
  return [care.company, ...care.housing, ...care.diet, ...care.handling, ...care.never].join(' ');
};

describe('the per-species care facts', () => {
  it('cover every species with something in each part', () => {
    for (const species of SPECIES) {
      const care = SPECIES_CARE[species];
      expect(care.company, species).not.toBe('');
      for (const part of [care.housing, care.diet, care.handling, care.never]) expect(part.length, species).toBeGreaterThan(0);
    }
  });

  it('state the facts a new home must get right', () => {
    for (const hamster of ['Chomik syryjski', 'Chomik hybryda', 'Chomik Roborowskiego'] as const) {
      expect(all(hamster)).toContain('każdy chomik w osobnej klatce');
      expect(all(hamster)).toContain('100 × 50 cm');
    }
    for (const social of ['Świnka morska', 'Królik', 'Szczur', 'Myszoskoczek', 'Szynszyla'] as const) {
      expect(SPECIES_CARE[social].company, social).toMatch(/parach|grupach/);
    }
    expect(all('Mysz')).toMatch(/Samice żyją w grupach.*Niekastrowany samiec mieszka sam.*Wykastrowany samiec może zamieszkać z samiczkami/);
    expect(all('Świnka morska')).toContain('120 × 60 cm dla pary');
    expect(all('Świnka morska')).toContain('witaminę C');
    expect(all('Szynszyla')).toContain('100 × 50 × 150 cm');
    expect(all('Szynszyla')).toMatch(/piasku\/pyle do kąpieli dla szynszyli.*Nigdy w wodzie/);
    expect(all('Królik')).toContain('RHD1 i RHD2');
    expect(all('Królik')).toContain('myksomatozie');
    expect(all('Żółw')).toContain('nie szklane terrarium');
    expect(all('Żółw')).toContain('nie wprowadzamy w hibernację');
    expect(all('Chomik hybryda')).toMatch(/Zaćma.*cukrzycy/);
    expect(all('Żółw')).toContain('UVB');
    expect(SPECIES_CARE['Żółw'].never.join(' ')).toContain('Owoców');
    expect(SPECIES_CARE['Żółw'].diet.join(' ')).not.toMatch(/owoc/i);
    for (const species of SPECIES.filter((name) => name !== 'Żółw')) expect(SPECIES_CARE[species].never.join(' '), species).toContain('odzynek');
  });
});
