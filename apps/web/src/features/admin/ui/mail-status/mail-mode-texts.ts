/** The texts that tell staff, plainly, where mail goes (issue: without SMTP nothing leaves the machine). */
export const MAIL_MODE_TEXTS = {
  localOnly: 'Wysyłka poczty nie jest skonfigurowana: wiadomości są zapisywane tylko lokalnie i nie wychodzą z serwera.',
  localOnlyCompose:
    'Wysyłka poczty nie jest skonfigurowana: ta wiadomość zostanie zapisana tylko lokalnie i nie dotrze do adresata. Skontaktuj się z nim inaczej, np. telefonicznie.',
  localMailbox: 'Skrzynka pokazuje wiadomości z formularza kontaktowego zapisane w serwisie (odbiór poczty przez IMAP nie jest skonfigurowany).',
} as const;
