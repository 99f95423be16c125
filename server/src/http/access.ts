import { DATA_EXPORT_FORMATS, EXPORT_DATASETS, type StaffRole } from '@pets/shared';

/**
 * Who may call each admin endpoint: the one table of endpoint × role (ARCHITECTURE, roles).
 * Keys are "METHOD path" as the admin API registers them (without the /api prefix). A route
 * registered without an entry here refuses to mount (createAdminApi throws), and
 * test/security/route-roles.test.ts calls every route as every role.
 */
const ADMIN: readonly StaffRole[] = ['administrator'];
const COORDINATION: readonly StaffRole[] = ['administrator', 'koordynator'];
const EVERYONE: readonly StaffRole[] = ['administrator', 'koordynator', 'wolontariusz'];

const exportsRoutes = Object.fromEntries(
  EXPORT_DATASETS.flatMap((dataset) => DATA_EXPORT_FORMATS.map((format) => [`GET /exports/${dataset}.${format}`, ADMIN] as const)),
);

export const ROUTE_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  // Everyone: the dashboard, animals and surveys to read (surveys without contact data for
  // volunteers: surveys.admin.presenter), notes, one's own password.
  'GET /dashboard': EVERYONE,
  'GET /animals/all': EVERYONE,
  'GET /animals/archive': EVERYONE,
  'GET /animals/:id/record': EVERYONE,
  'GET /images/:filename/original': EVERYONE,
  'GET /survey/surveys': EVERYONE,
  'GET /survey/details/:id': EVERYONE,
  'POST /survey/:id/notes': EVERYONE,
  // The care record (issue 32): volunteers record health entries and weights (costs are for
  // coordination: the presenter leaves them out, the handlers refuse them) and work on tasks.
  'GET /animals/:id/health': EVERYONE,
  'POST /animals/:id/health': EVERYONE,
  'PUT /animals/:id/health/:entryId': EVERYONE,
  'GET /animals/:id/weights': EVERYONE,
  'POST /animals/:id/weights': EVERYONE,
  'GET /clinics': EVERYONE,
  'GET /tasks': EVERYONE,
  'POST /tasks': EVERYONE,
  'POST /tasks/:id/done': EVERYONE,
  // Who a task may be given to: the active accounts' ids and usernames only (every role assigns tasks).
  'GET /tasks/assignees': EVERYONE,
  'POST /account/password': EVERYONE,
  // One's own daily e-mail of tasks (every role has tasks).
  'GET /account/task-digest': EVERYONE,
  'PUT /account/task-digest': EVERYONE,
  // One's own second factor: every role (all are staff).
  'GET /account/two-factor': EVERYONE,
  'POST /account/two-factor/setup': EVERYONE,
  'POST /account/two-factor/enable': EVERYONE,
  'POST /account/two-factor/disable': EVERYONE,
  'POST /account/two-factor/recovery-codes': EVERYONE,

  // Coordination: animals, surveys, adopters, mail, contracts, pages.
  'GET /admin/events': COORDINATION,
  'POST /animals/add': COORDINATION,
  'POST /clinics': COORDINATION,
  'PUT /clinics/:id': COORDINATION,
  'DELETE /clinics/:id': COORDINATION,
  // Invoices and test results show costs: coordination only.
  'POST /animals/:id/health/:entryId/attachments': COORDINATION,
  'GET /animals/:id/health/:entryId/attachments/:attachmentId': COORDINATION,
  'PUT /animals/:id': COORDINATION,
  'POST /animals/:id/edit': COORDINATION,
  'PUT /animals/:id/cover': COORDINATION,
  'POST /animals/:id/images': COORDINATION,
  'DELETE /animals/:id/images/:filename': COORDINATION,
  'GET /animals/:id/reservation': COORDINATION,
  'POST /animals/:id/release-reservation': COORDINATION,
  'GET /animals/:id/other-applicants': COORDINATION,
  'POST /animals/:id/notify-other-applicants': COORDINATION,
  'POST /survey/:id/reserve': COORDINATION,
  'POST /survey/:id/unreserve': COORDINATION,
  'POST /survey/:id/adopt-bulk': COORDINATION,
  'POST /survey/:id/cancel-adoption': COORDINATION,
  'POST /survey/:id/close': COORDINATION,
  'POST /survey/:id/reopen': COORDINATION,
  'POST /survey/:id/selected-animals': COORDINATION,
  'POST /survey/:id/apply-contact': COORDINATION,
  // "Opinia DT" (issue 33): coordination marks it; everyone reads it in the survey.
  'PUT /survey/:id/foster-opinion': COORDINATION,
  'GET /adopters': COORDINATION,
  'POST /adopters': COORDINATION,
  'GET /adopters/:id': COORDINATION,
  'PUT /adopters/:id': COORDINATION,
  'POST /adopters/:id/notes': COORDINATION,
  'POST /adopters/:id/adoptions': COORDINATION,
  'POST /adopters/:id/adoptions/:adoptionId/cancel': COORDINATION,
  'POST /adopters/:id/unreserve': COORDINATION,
  'GET /adoptions/contracts': COORDINATION,
  'GET /adoptions/unsigned-contracts': COORDINATION,
  'GET /adoptions/:id/contract.pdf': COORDINATION,
  'GET /adoptions/:id/care-card.pdf': COORDINATION,
  'GET /adoptions/:id/contract/scan': COORDINATION,
  'POST /adoptions/:id/contract/scan': COORDINATION,
  'PUT /adoptions/:id/contract/signature': COORDINATION,
  'GET /mail/messages': COORDINATION,
  'GET /mail/messages/:id': COORDINATION,
  'GET /mail/messages/:id/attachments/:attId/download': COORDINATION,
  'PATCH /mail/messages/:id/seen': COORDINATION,
  'GET /mail/status': COORDINATION,
  'POST /contact/admin/send': COORDINATION,
  'GET /mail-templates': COORDINATION,
  'GET /mail-templates/:key/render': COORDINATION,
  'GET /alerts/admin/counts': COORDINATION,
  'GET /alerts/admin/subscribers': COORDINATION,
  'GET /content/pages': COORDINATION,
  'POST /content/pages': COORDINATION,
  'GET /content/pages/:id': COORDINATION,
  'PUT /content/pages/:id': COORDINATION,
  'DELETE /content/pages/:id': COORDINATION,
  'POST /content/pages/:id/cover': COORDINATION,
  'DELETE /content/pages/:id/cover': COORDINATION,
  'POST /content/pages/:id/images': COORDINATION,
  'POST /content/preview': COORDINATION,
  'GET /stats': COORDINATION,
  'GET /history': COORDINATION,
  // Foster homes (issue 33): people's contact data and the decisions about them are coordination's;
  // where an animal lives is read by everyone.
  'GET /foster/applications': COORDINATION,
  'POST /foster/applications/:id/accept': COORDINATION,
  'POST /foster/applications/:id/decline': COORDINATION,
  'GET /foster/homes': COORDINATION,
  'GET /foster/homes/:id': COORDINATION,
  'PUT /foster/homes/:id': COORDINATION,
  'POST /foster/homes/:id/link': COORDINATION,
  'DELETE /foster/homes/:id/link': COORDINATION,
  // The carer adopts their own animal: an adopter from the home's data and the adoption (issue 33 item 7).
  'POST /foster/homes/:id/adopt': COORDINATION,
  'GET /animals/:id/placement': EVERYONE,
  'POST /animals/:id/placement': COORDINATION,
  'GET /foster/photos': COORDINATION,
  'GET /foster/photos/:id/image': COORDINATION,
  'POST /foster/photos/:id/approve': COORDINATION,
  'POST /foster/photos/:id/reject': COORDINATION,
  // The foster agreement: issued, printed and its signed scan kept by coordination.
  'GET /foster/homes/:id/agreement': COORDINATION,
  'POST /foster/homes/:id/agreement': COORDINATION,
  'GET /foster/homes/:id/agreement.pdf': COORDINATION,
  'GET /foster/homes/:id/agreement/scan': COORDINATION,
  'POST /foster/homes/:id/agreement/scan': COORDINATION,
  'GET /foster/unsigned-agreements': COORDINATION,

  // Administrators: the team, settings (templates, contract template, foundation data), bulk exports, RODO.
  'GET /team/accounts': ADMIN,
  'POST /team/accounts': ADMIN,
  'POST /team/accounts/:id/reset-password': ADMIN,
  'POST /team/accounts/:id/disable': ADMIN,
  'POST /team/accounts/:id/enable': ADMIN,
  'POST /team/accounts/:id/role': ADMIN,
  'POST /team/accounts/:id/two-factor/reset': ADMIN,
  'GET /settings/security': ADMIN,
  'PUT /settings/security': ADMIN,
  'PUT /mail-templates/:key': ADMIN,
  'POST /mail-templates/:key/restore-default': ADMIN,
  'GET /contract-template': ADMIN,
  'PUT /contract-template': ADMIN,
  'GET /foster-agreement-template': ADMIN,
  // RODO for foster carers and applicants, like the adopters' export and erase.
  'GET /foster/homes/:id/export': ADMIN,
  'POST /foster/homes/:id/erase': ADMIN,
  'GET /foster/applications/:id/export': ADMIN,
  'POST /foster/applications/:id/erase': ADMIN,
  'PUT /foster-agreement-template': ADMIN,
  'GET /settings/foundation': ADMIN,
  'GET /jobs': ADMIN,
  'PUT /settings/foundation': ADMIN,
  'GET /adopters/:id/export': ADMIN,
  'POST /adopters/:id/erase': ADMIN,
  ...exportsRoutes,
};

/** Routes a signed-in person may call before replacing a one-time password. */
export const BEFORE_PASSWORD_CHANGE = new Set(['POST /account/password']);

/**
 * Routes a signed-in person may call before enrolling when the foundation requires two-step
 * sign-in of everyone (the security settings): enrolling itself, and the one-time password's
 * change, which comes first. /auth/me and logout are outside the role guard anyway.
 */
export const BEFORE_TWO_FACTOR_SETUP = new Set(['POST /account/password', 'GET /account/two-factor', 'POST /account/two-factor/setup', 'POST /account/two-factor/enable']);

export function routeRoleKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
