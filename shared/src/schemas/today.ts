/** Today's date (yyyy-mm-dd) where the foundation is, whatever the server's time zone. */
export function todayInPoland(now: Date = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
}
