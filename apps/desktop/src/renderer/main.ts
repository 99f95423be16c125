import './style.css';

/** Static placeholder of the settings page; the real one (server address) comes with the desktop issue. */
function paragraph(text: string, className?: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

const root = document.getElementById('app');
if (root) {
  root.append(
    paragraph('Aplikacja panelu administracyjnego Fundacji jest w przygotowaniu.'),
    paragraph('Do tego czasu panel jest dostępny w przeglądarce pod adresem serwera Fundacji, w sekcji /admin.'),
    paragraph(navigator.onLine ? 'Połączenie z internetem: jest.' : 'Brak połączenia z internetem.', 'muted'),
  );
}
