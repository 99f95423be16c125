import { test, expect, type Page } from './fixtures';
import { DESKTOP, expectNoAxeViolations, MOBILE, screenshot, signIn } from './admin-helpers';

/**
 * The contact form on /kontakt against the real built server, which runs without SMTP and IMAP:
 * a sent message goes straight into the local mailbox and the administrator reads it at
 * /admin/mail. (The path through real SMTP and IMAP servers is in admin-mail.spec.ts.)
 */

const M = {
  fullNameRequired: 'Imię i nazwisko jest wymagane',
  fullNameTooShort: 'Imię i nazwisko musi mieć co najmniej 3 znaki',
  emailRequired: 'Email jest wymagany',
  emailInvalid: 'Niepoprawny adres email',
  phoneRequired: 'Numer telefonu jest wymagany',
  phoneInvalid: 'Numer telefonu musi mieć dokładnie 9 cyfr',
  questionRequired: 'Proszę wpisać treść wiadomości',
  questionTooShort: 'Pytanie musi mieć co najmniej 10 znaków',
  policyRequired: 'Musisz zaakceptować Politykę Prywatności',
  banner: 'Nie udało się wysłać formularza. Popraw zaznaczone pola.',
  sent: 'Wiadomość wysłana. Dziękujemy!',
};

function form(page: Page) {
  const panel = page.getByRole('region', { name: 'Skontaktuj się' });
  return {
    panel,
    fullName: panel.getByLabel('Imię i nazwisko'),
    email: panel.getByLabel('E-mail'),
    phone: panel.getByLabel('Numer telefonu'),
    question: panel.getByLabel('Treść wiadomości'),
    policy: panel.getByRole('checkbox', { name: /Akceptuję/ }),
    submit: panel.getByRole('button', { name: 'Wyślij wiadomość' }),
    errors: panel.locator('.form__error'),
  };
}

test.describe('contact form', () => {
  test.use({ viewport: DESKTOP });

  test('shows the messages only after the first submit, validates on change, and the banner for 3 s', async ({ page }) => {
    await page.goto('/kontakt');
    const f = form(page);
    await expect(f.question).toHaveAttribute('rows', '4');
    await f.fullName.fill('Jo');
    await f.fullName.blur();
    await expect(f.errors).toHaveCount(0);

    await f.submit.click();
    await expect(f.errors).toHaveText([M.fullNameTooShort, M.emailRequired, M.phoneRequired, M.questionRequired, M.policyRequired]);
    await expect(page.getByRole('alert').filter({ hasText: M.banner })).toBeVisible();
    await expect(f.fullName).toBeFocused();
    await expect(f.fullName).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, '/kontakt with errors');

    await f.fullName.fill('');
    await f.email.fill('anna@');
    await f.phone.fill('12345');
    await f.question.fill('Za krótko');
    await expect(f.errors).toHaveText([M.fullNameRequired, M.emailInvalid, M.phoneInvalid, M.questionTooShort, M.policyRequired]);

    await f.fullName.fill('Anna Nowak');
    await f.email.fill('anna@example.test');
    await f.phone.fill('600700800');
    await f.question.fill('Czy Pimpek jest jeszcze do adopcji?');
    await f.policy.check();
    await expect(f.errors).toHaveCount(0);
    // The banner goes after 3 s.
    await expect(page.getByText(M.banner)).toBeHidden({ timeout: 4000 });
  });

  test('keeps only digits in the phone, at most 9, without a typed or pasted +48 country code', async ({ page }) => {
    await page.goto('/kontakt');
    const f = form(page);
    await f.phone.pressSequentially('+48 600-700 800 99');
    await expect(f.phone).toHaveValue('600700800');
    await f.phone.fill('');
    // Pasting puts the whole text in at once.
    await f.phone.fill('0048 600 700 800');
    await expect(f.phone).toHaveValue('600700800');
  });

  test('a filled trap field is answered like a success, and nothing reaches the mailbox', async ({ page }) => {
    await page.goto('/kontakt');
    const f = form(page);
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap).not.toBeInViewport();
    await f.fullName.fill('Robot Spamowy');
    await f.email.fill('robot@example.test');
    await f.phone.fill('111222333');
    await f.question.fill('Kup tanie rzeczy w naszym sklepie.');
    await f.policy.check();
    // What a bot does: fill every field it finds.
    await trap.evaluate((element: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, 'http://spam.example');
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await f.submit.click();
    await expect(page.getByText(M.sent)).toBeVisible();

    await signIn(page, '/admin/mail');
    await expect(page.getByRole('heading', { name: 'Skrzynka' })).toBeVisible();
    await page.getByRole('searchbox').fill('Robot Spamowy');
    await expect(page.getByText('Brak wiadomości.')).toBeVisible();
  });

  test('sends a message: Wysyłanie…, the success notice for 3 s, an empty form, and the message in /admin/mail', async ({ page }) => {
    await page.goto('/kontakt');
    const f = form(page);
    await f.fullName.fill('Katarzyna Testowa');
    await f.email.fill('katarzyna@example.test');
    await f.phone.fill('512345678');
    await f.question.fill('Dzień dobry, czy mogę adoptować dwie świnki morskie naraz?');
    await f.policy.check();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await f.submit.click();
    const sending = f.panel.getByRole('button', { name: 'Wysyłanie…' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByText(M.sent)).toBeVisible();
    await expect(f.fullName).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.phone).toHaveValue('');
    await expect(f.question).toHaveValue('');
    await expect(f.policy).not.toBeChecked();
    await expect(f.errors).toHaveCount(0);
    await expect(page.getByText(M.sent)).toBeHidden({ timeout: 4000 });
    await page.unroute('**/api/contact');

    await signIn(page, '/admin/mail');
    const row = page.locator('tbody tr', { hasText: 'Katarzyna Testowa' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Formularz kontaktowy: Katarzyna Testowa');
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Formularz kontaktowy: Katarzyna Testowa' });
    await expect(dialog).toContainText('katarzyna@example.test');
    await expect(dialog.locator('pre')).toContainText('czy mogę adoptować dwie świnki morskie naraz?');
    await expect(dialog.locator('pre')).toContainText('Telefon: 512345678');
  });

  test('shows the server error text when sending fails', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Serwer chwilowo nie przyjmuje wiadomości.', code: 'x' }) }));
    await page.goto('/kontakt');
    const f = form(page);
    await f.fullName.fill('Anna Nowak');
    await f.email.fill('anna@example.test');
    await f.phone.fill('600700800');
    await f.question.fill('Czy Pimpek jest jeszcze do adopcji?');
    await f.policy.check();
    await f.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Serwer chwilowo nie przyjmuje wiadomości.' })).toBeVisible();
    await expect(f.fullName).toHaveValue('Anna Nowak');
  });

  test('has no axe violations and looks right at 1280 px and 360 px', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(form(page).submit).toBeVisible();
    await expectNoAxeViolations(page, '/kontakt');
    await screenshot(page, 'contact-1280');
    await page.setViewportSize(MOBILE);
    await expect(form(page).submit).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await form(page).submit.click();
    await expectNoAxeViolations(page, '/kontakt at 360 px with errors');
    await screenshot(page, 'contact-360-errors');
  });
});
