import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after now is accepted too (a phone's clock a little off). */
const WINDOW_STEPS = 1;

export interface TotpAccount {
  /** The foundation's name: how the app titles the entry. */
  issuer: string;
  /** The login, shown under it. */
  label: string;
}

/** A new random secret of 160 bits (RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, account?: TotpAccount): TOTP {
  return new TOTP({ ...account, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// address an app adds the account from (the QR code holds it). */
export function otpauthUri(secret: string, account: TotpAccount): string {
  return totpOf(secret, account).toString();
}

/** The QR code of an otpauth:// address as a data: URL of an SVG (no file, nothing cached). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * The time step of `code` when it is the secret's code for a step within ±1 of `now`, else null.
 * The caller accepts it only above the last accepted step, so a code never works twice.
 */
export function acceptedStep(secret: string, code: string, now: number = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}
