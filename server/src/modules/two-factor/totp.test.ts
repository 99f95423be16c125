import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp.js';
import { createSecretBox } from './secret-box.js';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.js';

/** A fixed moment in the middle of a 30-second step, so no test depends on the clock. */
const NOW = Date.UTC(2026, 11, 7, 12, 0, 15);
const STEP = Math.floor(NOW / 30_000);
const codeAt = (secret: string, steps: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: NOW + steps * 30_000 });

describe('TOTP codes', () => {
  const secret = newTotpSecret();

  it('are accepted for the step before, the step of and the step after now, and answer that step', () => {
    expect(acceptedStep(secret, codeAt(secret, -1), NOW)).toBe(STEP - 1);
    expect(acceptedStep(secret, codeAt(secret, 0), NOW)).toBe(STEP);
    expect(acceptedStep(secret, codeAt(secret, 1), NOW)).toBe(STEP + 1);
  });

  it('are refused two steps away, and for another secret', () => {
    expect(acceptedStep(secret, codeAt(secret, -2), NOW)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, 2), NOW)).toBeNull();
    expect(acceptedStep(newTotpSecret(), codeAt(secret, 0), NOW)).toBeNull();
  });

  it('come from a 160-bit secret that an app reads from the otpauth address', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = otpauthUri(secret, { issuer: 'Fundacja Małe Łapki', label: 'ania' });
    expect(uri).toBe(`otpauth://totp/Fundacja%20Ma%C5%82e%20%C5%81apki:ania?issuer=Fundacja%20Ma%C5%82e%20%C5%81apki&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
  });
});

describe('the secret box', () => {
  const box = createSecretBox('server-secret-for-the-test-123456');

  it('opens what it sealed, for the same context only, and nothing under another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'admin:7');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toBe(box.seal('JBSWY3DPEHPK3PXP', 'admin:7'));
    expect(box.open(sealed, 'admin:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'admin:8')).toBeNull();
    expect(createSecretBox('another-server-secret-1234567890').open(sealed, 'admin:7')).toBeNull();
  });

  it('refuses damaged or foreign values instead of throwing', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'admin:7');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.slice(0, -2)}${body!.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const damaged of [[version, iv, tag, flipped].join('.'), 'JBSWY3DPEHPK3PXP', '', 'v1.a.b', `${sealed}.x`, `v2.${iv}.${tag}.${body}`]) {
      expect(box.open(damaged, 'admin:7')).toBeNull();
    }
  });
});

describe('recovery codes', () => {
  it('are ten different codes of 16 characters without look-alikes, stored by a hash of their normalised form', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{4}(-[abcdefghjkmnpqrstuvwxyz23456789]{4}){3}$/);
    const code = codes[0]!;
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(code.toUpperCase().replaceAll('-', ' '))).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(codes[1]!)).not.toBe(hashRecoveryCode(code));
  });
});
