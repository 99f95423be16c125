import { DEFAULT_ANIMAL_IMAGE, healthSummary, type Animal, type AnimalListItem } from '@pets/shared';
import { imagePath } from '../images/image-paths.js';
import type { AnimalRow } from './animal-row.js';

const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

/** Shapes an animal for the API with the Polish field names of SPEC section 3. */
export function presentAnimalListItem(row: AnimalRow): AnimalListItem {
  return {
    id_zwierzaka: row.id,
    imie: row.name,
    gatunek: row.species,
    plec: row.sex,
    data_urodzenia: row.birth_date,
    data_urodzenia_przyblizona: row.birth_precision !== undefined && row.birth_precision !== 'dzien',
    wykastrowany: yesNo(row.neutered),
    status: row.status,
    stan_zdrowia: row.health,
    TM: yesNo(row.rainbow_bridge),
    data_dodania: row.created_at,
    cover: row.cover_filename ? imagePath(row.cover_filename) : DEFAULT_ANIMAL_IMAGE,
  };
}

export function presentAnimal(row: AnimalRow): Animal {
  const zdrowie = healthSummary({ species: row.species, sex: row.sex, neutered: row.neutered }, row.summary_entries ?? []);
  return { ...presentAnimalListItem(row), opis: row.description ?? '', zdrowie };
}
