import { queryOptions, useMutation } from '@tanstack/react-query';
import { PASSWORD_LINK } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';

/**
 * The set-password page's calls (shared/src/endpoints/auth.ts, PASSWORD_LINK): no session, the
 * link's token is their authority. The page is outside the panel: they run in the public query client.
 */

/**
 * Is the link usable, and whose account is it? Asked on every visit and kept by no cache (a link
 * stops working once used or expired); a refusal is final, so it is not retried.
 */
export const passwordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['password-link', token] as const,
    queryFn: ({ signal }) => callEndpoint(PASSWORD_LINK.check, { input: { token }, signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** The new password, with the link's token as its authority. */
export function useSetPasswordWithLink(token: string) {
  return useMutation({ mutationFn: (password: string) => callEndpoint(PASSWORD_LINK.setPassword, { input: { token, password } }) });
}
