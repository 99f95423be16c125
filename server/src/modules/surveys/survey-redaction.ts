import type { PersonContact, StaffRole, SurveyAdminDetail, SurveyAdminListPage } from '@pets/shared';

/**
 * Volunteers read surveys without the applicant's contact data: the first name stays (to talk
 * about the survey), the surname, e-mail, phone, postcode and town are blanked, and so are the
 * differences from the adopter record (they are contact data too).
 */
export function seesContactData(role: StaffRole): boolean {
  return role !== 'wolontariusz';
}

function firstNameOnly<T extends PersonContact>(adopter: T): T {
  const blanked = { ...adopter, lastName: '', email: '', phone: '' };
  if ('zip' in blanked) Object.assign(blanked, { zip: '', city: '' });
  return blanked;
}

export function surveyListFor(role: StaffRole, page: SurveyAdminListPage): SurveyAdminListPage {
  if (seesContactData(role)) return page;
  return { ...page, items: page.items.map((item) => ({ ...item, adopter: firstNameOnly(item.adopter) })) };
}

/**
 * A foster home's name is its carer's ("Anna Kowalska (Kraków)"): volunteers get the home's id and
 * the carer's notes about the animal without it. The foster opinion's note may describe the
 * applicant: they read the opinion without it.
 */
function withoutFosterPeople(detail: SurveyAdminDetail): Pick<SurveyAdminDetail, 'animals' | 'fosterOpinion'> {
  return {
    animals: detail.animals.map((animal) => (animal.foster ? { ...animal, foster: { ...animal.foster, fosterHome: { id: animal.foster.fosterHome.id } } } : animal)),
    fosterOpinion: detail.fosterOpinion ? { ...detail.fosterOpinion, note: '' } : null,
  };
}

export function surveyDetailFor(role: StaffRole, detail: SurveyAdminDetail): SurveyAdminDetail {
  if (seesContactData(role)) return detail;
  return { ...detail, ...withoutFosterPeople(detail), adopter: firstNameOnly(detail.adopter), adopterId: null, contactDifferences: [] };
}
