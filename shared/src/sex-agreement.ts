/**
 * Polish sentences about a named animal agree with its sex: „Pestka” została adoptowana, „Borys”
 * został adoptowany. A female (Samica) takes the feminine form; a male, or an animal whose sex is
 * not recorded, the masculine one (the form that agrees with "zwierzak").
 */
export function bySex(sex: string | null | undefined, masculine: string, feminine: string): string {
  return sex === 'Samica' ? feminine : masculine;
}
