import { LIMITS } from '@pets/shared';
import { useSiteConfig } from '../../lib/site-config';
import { ExternalLink } from '../../ui/ExternalLink';

const PRIVACY_POLICY_URL = '/docs/polityka-prywatnosci.pdf';

const RECIPIENT: Record<string, string> = {
  openai: 'do OpenAI (USA)',
  external: 'do zewnętrznego dostawcy usługi',
};

/**
 * Said in the chat panel while the assistant answers through an outside language-model service
 * (OPENAI_API_KEY): the conversation leaves the foundation's server (privacy policy, point 5).
 */
export function ChatPrivacyNotice() {
  const recipient = RECIPIENT[useSiteConfig().chatProvider];
  if (!recipient) return null;
  return (
    <p className="chat__notice">
      Aby odpowiedzieć, asystent przesyła Twoje pytania z {LIMITS.chatHistoryLength} ostatnich wiadomości rozmowy {recipient}. Nie podawaj w czacie danych
      osobowych.{' '}
      <ExternalLink href={PRIVACY_POLICY_URL} pdf>
        Polityka prywatności
      </ExternalLink>
    </p>
  );
}
