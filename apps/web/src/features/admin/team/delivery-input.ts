import type { Resolver } from 'react-hook-form';
import type { DeliveryValue } from './PasswordDeliveryFields';

/**
 * A form's values as its shared schema takes them: the e-mail only with the 'email' delivery (the
 * schemas are strict, and a typed-then-abandoned address must not reach the API).
 */
export function deliveryValues<V extends DeliveryValue>({ email, ...rest }: V): Omit<V, 'email'> | (Omit<V, 'email'> & { email: string }) {
  return rest.delivery === 'email' ? { ...rest, email } : rest;
}

/** The schema resolver, fed the values as the schema takes them (see deliveryValues). */
export function deliveryResolver<V extends DeliveryValue, T>(schemaResolver: Resolver<V, unknown, T>): Resolver<V, unknown, T> {
  return (values, context, options) => schemaResolver(deliveryValues(values) as V, context, options);
}
