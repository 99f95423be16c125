import { createHash, randomInt } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@pets/shared';

const GROUP = 4;

/**
 * Ten single-use codes that stand in for the app's code when the phone is lost: 16 characters of
 * an alphabet without look-alikes, shown in groups of four ("k7mq-x4tp-…"), about 79 bits each.
 * Random enough that an unsalted sha256 is a safe way to store them (nobody can try 2^79 guesses
 * against a copied table), and they do not depend on the server's key: they still work when it
 * changed, which is when they are needed most.
 */
export function generateRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
    return characters.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
  });
}

/** What is stored of a code: the sha256 (hex) of its normalised form. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');
}
