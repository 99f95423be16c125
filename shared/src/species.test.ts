import { describe, expect, it } from 'vitest';
import { areInSameGroup, SPECIES, SPECIES_GROUPS, speciesGroupOf } from './species.js';

describe('species groups', () => {
  it('puts every species in exactly one group', () => {
    const grouped = SPECIES_GROUPS.flat();
    expect([...grouped].sort()).toEqual([...SPECIES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('lets the three hamster species share a survey', () => {
    expect(speciesGroupOf('Chomik syryjski')).toEqual(['Chomik hybryda', 'Chomik syryjski', 'Chomik Roborowskiego']);
    expect(areInSameGroup('Chomik hybryda', 'Chomik Roborowskiego')).toBe(true);
    expect(areInSameGroup('Mysz', 'Szczur')).toBe(false);
  });
});
