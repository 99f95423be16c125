import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { checkResolver } from './check-resolver';

type Values = { name: string; email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('checkResolver', () => {
  it('passes right values through and puts each message on its field, or on root when it names no field', async () => {
    const resolver = checkResolver<Values>((values) => ({
      name: values.name ? undefined : 'Podaj imię.',
      ...(values.email.includes('@') ? {} : { _: 'Popraw formularz.' }),
    }));
    expect(await resolver({ name: 'Ala', email: 'ala@example.com' }, undefined, options)).toEqual({ values: { name: 'Ala', email: 'ala@example.com' }, errors: {} });
    expect(await resolver({ name: '', email: 'x' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'validate', message: 'Podaj imię.' }, root: { type: 'validate', message: 'Popraw formularz.' } },
    });
  });
});
