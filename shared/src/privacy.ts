/**
 * The version of the privacy policy in force: the date it was issued (YYYY-MM-DD). The policy
 * PDF prints it, and consents given in the survey and contact forms are stored with it, so the
 * foundation can show which text a person saw. Change it whenever the policy's text changes.
 */
export const PRIVACY_POLICY_VERSION = '2026-12-07';

/**
 * Every version ever published, newest first. A form may send the version it displayed (a page
 * loaded before a change still shows the older text); only these are stored as what a person saw.
 * When the policy changes, put the new date first and keep the old ones.
 */
// 2026-12-07: foster-home applications and the work with foster homes (issue 33).
// 2026-11-26: the new-animal alerts (consent, art. 6(1)(a)).
export const PRIVACY_POLICY_VERSIONS: readonly string[] = [PRIVACY_POLICY_VERSION, '2026-11-26', '2026-11-25'];
