import type { HealthAttachment, HealthEntry, StaffRole } from '@pets/shared';
import type { HealthEntryRow } from './health-entries.store.js';

/** Costs are for coordinators and administrators: a volunteer's answer has no `costGrosze` at all. */
export const seesCosts = (role: StaffRole) => role !== 'wolontariusz';

export function presentHealthEntry(row: HealthEntryRow, role: StaffRole, attachments: HealthAttachment[] = []): HealthEntry {
  return {
    id: row.id,
    animalId: row.animal_id,
    type: row.type,
    date: row.date,
    description: row.description,
    ...(seesCosts(role) ? { costGrosze: row.cost_grosze, attachments } : {}),
    clinicId: row.clinic_id,
    clinicName: row.clinic_name,
    nextDue: row.next_due,
    doseEveryHours: row.dose_every_hours,
    courseUntil: row.course_until,
    note: row.note,
    version: row.version,
    createdBy: row.created_by,
    updatedAt: row.updated_at,
  };
}
