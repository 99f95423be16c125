/**
 * The navigation state of the links that return to /adoptuje as it was left (SPEC "Adoption
 * list": the remembered page, query and filters come back on return from an animal page). Every
 * other link to /adoptuje ('Zobacz wszystkie' on the home page, the not-found page's button...)
 * carries nothing and opens a fresh list, which is what its words promise.
 */
export const RETURN_TO_LIST = { returnToList: true } as const;

/** Whether a location's state asks for the remembered list. */
export function isReturnToList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { returnToList?: unknown }).returnToList === true;
}
