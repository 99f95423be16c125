import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/**
 * A react-hook-form resolver from a form's own check function (field -> Polish message), for forms
 * whose rules are a shared function rather than one zod schema. Every failing field gets its
 * message; a message about no field of the form goes to `errors.root`.
 */
export function checkResolver<Values extends FieldValues>(check: (values: Values) => Partial<Record<string, string | undefined>>): Resolver<Values> {
  return (values): ResolverResult<Values> => {
    const errors: FieldErrors<FieldValues> = {};
    for (const [field, message] of Object.entries(check(values))) {
      if (!message) continue;
      if (field in values) errors[field] = { type: 'validate', message };
      else errors.root = { type: 'validate', message } as NonNullable<FieldErrors<FieldValues>['root']>;
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
