import { teamPasswordResetSchema, type TeamPasswordResetInput } from '@pets/shared';
import type { DeliveryValue } from './PasswordDeliveryFields';

/** The delivery as the API takes it, or the e-mail field's Polish error (the shared schema's). */
export function deliveryInput(value: DeliveryValue): { input: TeamPasswordResetInput } | { emailError: string } {
  const parsed = teamPasswordResetSchema.safeParse(value.delivery === 'email' ? { delivery: 'email', email: value.email } : { delivery: 'password' });
  if (parsed.success) return { input: parsed.data };
  return { emailError: parsed.error.issues[0]?.message ?? '' };
}
