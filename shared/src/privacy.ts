/**
 * The version of the privacy policy in force: the date it was issued (YYYY-MM-DD). The policy
 * PDF prints it, and consents given in the survey and contact forms are stored with it, so the
 * foundation can show which text a person saw. Change it whenever the policy's text changes.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-25';
