import { expect } from 'vitest';
import type { Paged, SurveyActionResponse, SurveyAdminDetail, SurveyAdminListItem, SurveyBucket } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { RecordedHistory } from '../../../test/history-rows.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

/**
 * What the survey lifecycle, history and notes tests share: a database and the real app, an
 * administrator signed in, and short ways to call the survey endpoints and read what they stored.
 */

export interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

export type HistoryRow = RecordedHistory;

export interface AdminKit {
  db: TestDatabase;
  server: RunningServer;
  admin: HttpClient;
  post(path: string, body?: unknown): Promise<Response>;
  action(surveyId: number, name: string, body?: unknown): Promise<Response>;
  ok(response: Response): Promise<SurveyActionResponse>;
  refused(response: Response, status: number, message?: string): Promise<ErrorBody>;
  detail(surveyId: number): Promise<SurveyAdminDetail>;
  list(bucket: SurveyBucket): Promise<SurveyAdminListItem[]>;
  bucketOf(surveyId: number): Promise<SurveyBucket | null>;
  /** History rows of one subject (or all), oldest first. */
  history(subjectType?: string, subjectId?: number): Promise<HistoryRow[]>;
  historyCount(): Promise<number>;
  /** A stored adopter linked to the survey (as a survey sent from their address is). */
  linkAdopter(surveyId: number, email?: string): Promise<number>;
  close(): Promise<void>;
}

export const ADMIN_USERNAME = 'admin';

export async function startAdminKit(): Promise<AdminKit> {
  const db = await createTestDatabase();
  await ensureAdmin(db.dataSource, ADMIN_USERNAME, 'haslo-administratora-1');
  const server = await startTestApp(db.dataSource);
  const admin = new HttpClient(server.baseUrl);
  expect((await admin.post('/api/auth/login', { username: ADMIN_USERNAME, password: 'haslo-administratora-1' })).status).toBe(200);

  const list = async (bucket: SurveyBucket) => {
    const response = await admin.get(`/api/survey/surveys?bucket=${bucket}&pageSize=50`);
    expect(response.status).toBe(200);
    return (await readJson<Paged<SurveyAdminListItem>>(response)).items;
  };
  let adopters = 0;

  return {
    db,
    server,
    admin,
    post: (path, body) => admin.post(path, body),
    action: (surveyId, name, body) => admin.post(`/api/survey/${surveyId}/${name}`, body),
    async ok(response) {
      const body = await readJson<SurveyActionResponse & ErrorBody>(response);
      expect({ status: response.status, error: body.error }).toEqual({ status: 200, error: undefined });
      return body;
    },
    async refused(response, status, message) {
      const body = await readJson<ErrorBody>(response);
      expect({ status: response.status, error: body.error }).toEqual({ status, error: message ?? body.error });
      return body;
    },
    detail: async (surveyId) => readJson<SurveyAdminDetail>(await admin.get(`/api/survey/details/${surveyId}`)),
    list,
    async bucketOf(surveyId) {
      for (const bucket of ['new', 'reserved', 'done'] as const) {
        if ((await list(bucket)).some((item) => item.id === surveyId)) return bucket;
      }
      return null;
    },
    history: (subjectType, subjectId) =>
      queryRows<HistoryRow>(
        db.dataSource,
        `SELECT actor_name, action, subject_type, subject_id, details FROM history
         WHERE ($1::text IS NULL OR subject_type = $1) AND ($2::int IS NULL OR subject_id = $2) ORDER BY id`,
        [subjectType ?? null, subjectId ?? null],
      ),
    historyCount: async () => (await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM history`)).n,
    async linkAdopter(surveyId, email) {
      adopters += 1;
      const [row] = await queryRows<{ id: number }>(
        db.dataSource,
        `INSERT INTO adopters (first_name, last_name, email) VALUES ('Ewa', 'Adoptująca', $1) RETURNING id`,
        [email ?? `ewa.adoptujaca${adopters}.${surveyId}@example.org`],
      );
      await execute(db.dataSource, `UPDATE surveys SET adopter_id = $2 WHERE id = $1`, [surveyId, row!.id]);
      return row!.id;
    },
    async close() {
      await server.close();
      await db.drop();
    },
  };
}
