/** What staff read when a document cannot be laid out (server/src/modules/rendering/render-pool.ts). */
export const RENDER_MESSAGES = {
  documentTimeout:
    'Przygotowanie dokumentu trwało zbyt długo i zostało przerwane. Sprawdź punkty umowy adopcyjnej: bardzo długie słowa lub akapity spowalniają skład.',
  busy: 'Serwer przygotowuje teraz wiele dokumentów naraz. Spróbuj ponownie za chwilę.',
} as const;
