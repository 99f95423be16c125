import { SPECIES, type FosterHomeDetail, type FosterHomeUpdateInput, type Species } from '@pets/shared';

/** The edit form's values: what the inputs hold (the capacity as typed), turned into the PUT's input by the shared schema. */
export interface HomeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  city: string;
  species: Species[];
  capacity: string;
  notes: string;
  active: boolean;
  unavailable: { from: string; to: string; note: string }[];
}

export function homeFormValues(home: FosterHomeDetail): HomeFormValues {
  return {
    firstName: home.firstName,
    lastName: home.lastName,
    email: home.email,
    phone: home.phone,
    postcode: home.postcode,
    city: home.city,
    // In the order of the checkboxes, so an untouched form equals what was loaded.
    species: SPECIES.filter((name) => home.species.includes(name)),
    capacity: String(home.capacity),
    notes: home.notes,
    active: home.active,
    unavailable: home.unavailable.map(({ from, to, note }) => ({ from, to, note })),
  };
}

export const emptyPeriod = () => ({ from: '', to: '', note: '' });

/** The names of the form's fields the server may refuse (others are said in one line under the form). */
export const HOME_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'postcode', 'city', 'species', 'capacity', 'notes', 'active'] as const satisfies readonly (keyof HomeFormValues)[];

export type HomeUpdate = FosterHomeUpdateInput;
