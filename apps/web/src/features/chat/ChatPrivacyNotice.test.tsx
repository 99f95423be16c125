import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@pets/shared';
import { SiteConfigContext } from '../../lib/site-config';
import { within } from '@testing-library/react';
import { cleanup, render } from '../../test/dom';
import { ChatPrivacyNotice } from './ChatPrivacyNotice';

function renderWith(chatProvider: string) {
  return render(
    <SiteConfigContext value={{ ...DEFAULT_SITE_CONFIG, chatProvider }}>
      <ChatPrivacyNotice />
    </SiteConfigContext>,
  ).container;
}

describe('the chat privacy notice', () => {
  afterEach(cleanup);

  it('says the conversation goes to OpenAI in the USA while the chat uses it, with the policy link', () => {
    const container = renderWith('openai');
    expect(container.textContent).toContain('Aby odpowiedzieć, asystent przesyła Twoje pytania z 8 ostatnich wiadomości rozmowy do OpenAI (USA). Nie podawaj w czacie danych osobowych.');
    expect(within(container).getByRole('link', { name: /^Polityka prywatności/ }).getAttribute('href')).toBe('/docs/polityka-prywatnosci.pdf');
  });

  it('names an outside provider other than OpenAI without claiming the USA', () => {
    const container = renderWith('external');
    expect(container.textContent).toContain('do zewnętrznego dostawcy usługi.');
    expect(container.textContent).not.toContain('USA');
  });

  it('says nothing when the server answers by itself', () => {
    expect(renderWith('').textContent).toBe('');
  });
});
