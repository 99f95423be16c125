/**
 * The address of an adopter's profile: /admin/adopters?profil=<id> (Polish, like the lists'
 * parameters). Links made before the rename say ?profile=, so both are read; only the new one is
 * written.
 */
export const PROFILE_PARAM = 'profil';
export const LEGACY_PROFILE_PARAM = 'profile';

export function adopterProfileHref(adopterId: number): string {
  return `/admin/adopters?${PROFILE_PARAM}=${adopterId}`;
}

/** The adopter id the URL names (a positive whole number), else null. */
export function profileIdOf(params: URLSearchParams): number | null {
  const value = params.get(PROFILE_PARAM) ?? params.get(LEGACY_PROFILE_PARAM);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
