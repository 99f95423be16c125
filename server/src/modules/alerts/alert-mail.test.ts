import { describe, expect, it } from 'vitest';
import { confirmationMail, digestMail } from './alert-mail.js';

const ORIGIN = 'https://fundacja.example';

describe('alert e-mails', () => {
  it('the confirmation carries the link and the species, and says nothing more is sent without it', () => {
    const mail = confirmationMail({ to: 'ania@example.pl', species: ['Królik', 'Mysz'], confirmUrl: `${ORIGIN}/powiadomienia/potwierdz?token=abc`, foundationName: 'Fundacja Łapki' });
    expect(mail.subject).toBe('Potwierdź powiadomienia o nowych zwierzakach');
    expect(mail.text).toContain(`${ORIGIN}/powiadomienia/potwierdz?token=abc`);
    expect(mail.text).toContain('Wybrane gatunki: Królik, Mysz.');
    expect(mail.text).toContain('bez potwierdzenia nic więcej nie wyślemy, a zgłoszenie usuniemy po 7 dniach');
    expect(mail.headers).toBeUndefined();
  });

  it('the digest escapes staff-typed names, keeps the subject one line and carries the RFC 8058 headers', () => {
    const mail = digestMail({
      to: 'ania@example.pl',
      animals: [{ id: 7, name: 'Kropka <b>"x"\nBcc: zly@example.org', species: 'Królik', imageUrl: `${ORIGIN}/api/images/a.jpg?w=card`, pageUrl: `${ORIGIN}/zwierzak/7` }],
      unsubscribePageUrl: `${ORIGIN}/powiadomienia/wypisz?token=t1`,
      oneClickUrl: `${ORIGIN}/api/alerts/unsubscribe?token=t1`,
      adoptUrl: `${ORIGIN}/adoptuje`,
      foundationName: 'Fundacja Łapki',
    });
    expect(mail.subject).toBe('Nowy zwierzak do adopcji: Kropka <b>"x" Bcc: zly@example.org');
    expect(mail.html).toContain('Kropka &lt;b&gt;&quot;x&quot;');
    expect(mail.html).not.toContain('<b>"x"');
    expect(mail.html).toContain(`<img src="${ORIGIN}/api/images/a.jpg?w=card"`);
    expect(mail.headers).toEqual({
      'List-Id': `Nowe zwierzaki do adopcji <nowe-zwierzaki.${new URL(ORIGIN).hostname}>`,
      'List-Unsubscribe': `<${ORIGIN}/api/alerts/unsubscribe?token=t1>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // A foundation whose name starts with "Fundacja" is declined, not doubled.
    expect(mail.html).toContain('na powiadomienia Fundacji Łapki.');
    expect(mail.text).toContain(`Wypisz się z powiadomień jednym kliknięciem: ${ORIGIN}/powiadomienia/wypisz?token=t1`);
  });
});
