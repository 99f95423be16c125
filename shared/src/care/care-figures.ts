/**
 * The figures and names every care text repeats: the care card, the chat, the guides, the demo
 * descriptions and the questionnaire hints. Written once so a keeper's correction lands everywhere;
 * care-agreement.test.ts checks that each of them uses these forms and none of the old ones.
 */
export const CARE_FIGURES = {
  /** The floor of a cage for every hamster species (dwarfs too): one cage per hamster. */
  hamsterCage: '100 × 50 cm',
  /** The floor for a pair of guinea pigs; a bigger herd needs more. */
  guineaPigPair: '120 × 60 cm',
  /** Width × depth × height: chinchillas jump, so height matters most. */
  chinchillaCage: '100 × 50 × 150 cm',
  /** The bath of hamsters and gerbils (locative, "w piasku bez pyłu"); dust irritates their airways. */
  rodentBath: 'piasku bez pyłu',
  /** The bath of chinchillas (locative); never water, the dense fur does not dry. */
  chinchillaBath: 'piasku/pyle do kąpieli dla szynszyli',
} as const;
