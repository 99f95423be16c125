import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals short secrets (TOTP secrets) with AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's session secret, so a copy of the database alone (a backup, a leak) holds no secret that
 * produces codes. The context (e.g. the account id) is authenticated with it: a sealed value moved
 * to another account does not open. When the session secret changes, nothing sealed before opens
 * any more: `open` answers null (ARCHITECTURE, two-step sign-in).
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The sealed text, or null when it was sealed under another key or context, or is damaged. */
  open(sealed: string, context: string): string | null;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'fundacja-male-lapki', 'two-factor secrets v1', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length > 0) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // A wrong key, context or tag: GCM refuses it, and so do we.
        return null;
      }
    },
  };
}
