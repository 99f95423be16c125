import type { AnimalWeights, Clinic, HealthAttachment, HealthEntry, StaffTask, TasksToday } from '../care-record/care-record.js';
import { clinicInputSchema, healthEntryInputSchema, taskDoneSchema, taskInputSchema, tasksQuerySchema, weightInputSchema } from '../schemas/care-record.js';
import { endpoint } from './endpoint.js';

export interface HealthEntrySaved {
  message: string;
  entry: HealthEntry;
}

/**
 * The animal's care record (issue 32): its health card, weights, the clinics the card chooses
 * from, and the staff tasks. Volunteers add health entries and weights; costs are read and
 * written by coordinators and administrators only (server/src/http/access.ts, the presenter).
 */
export const CARE_RECORD = {
  health: endpoint<HealthEntry[]>()({ method: 'GET', path: '/animals/:id/health' }),
  /** 201. */
  addHealth: endpoint<HealthEntrySaved>()({ method: 'POST', path: '/animals/:id/health', input: healthEntryInputSchema }),
  /** 409 `entry_changed` with the current entry when `version` is older than the stored one. */
  correctHealth: endpoint<HealthEntrySaved>()({ method: 'PUT', path: '/animals/:id/health/:entryId', input: healthEntryInputSchema }),
  /** 201; multipart, the file in `plik` (coordination). */
  addAttachment: endpoint<{ message: string; attachments: HealthAttachment[] }>()({ method: 'POST', path: '/animals/:id/health/:entryId/attachments' }),
  weights: endpoint<AnimalWeights>()({ method: 'GET', path: '/animals/:id/weights' }),
  /** 201. */
  addWeight: endpoint<AnimalWeights & { message: string }>()({ method: 'POST', path: '/animals/:id/weights', input: weightInputSchema }),
  clinics: endpoint<Clinic[]>()({ method: 'GET', path: '/clinics' }),
  /** 201. */
  addClinic: endpoint<{ message: string; clinic: Clinic }>()({ method: 'POST', path: '/clinics', input: clinicInputSchema }),
  renameClinic: endpoint<{ message: string; clinic: Clinic }>()({ method: 'PUT', path: '/clinics/:id', input: clinicInputSchema }),
  /** 409 while an entry names it. */
  removeClinic: endpoint<{ message: string }>()({ method: 'DELETE', path: '/clinics/:id' }),
  tasks: endpoint<TasksToday>()({ method: 'GET', path: '/tasks', input: tasksQuerySchema }),
  /** 201. */
  addTask: endpoint<{ message: string; task: StaffTask }>()({ method: 'POST', path: '/tasks', input: taskInputSchema }),
  taskDone: endpoint<{ message: string; task: StaffTask }>()({ method: 'POST', path: '/tasks/:id/done', input: taskDoneSchema }),
} as const;

/** The download of an attachment (a file, not JSON): coordination only. */
export const HEALTH_ATTACHMENT_FILE = '/animals/:id/health/:entryId/attachments/:attachmentId' as const;
