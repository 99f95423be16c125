/**
 * Texts and the dashboard's threshold of the adoption contract, kept apart from its zod schemas
 * (schemas/contract.ts) so the admin panel's first view loads no zod.
 */

export const CONTRACT_MESSAGES = {
  adoptionNotFound: 'Nie znaleziono adopcji. Umowę można przygotować tylko dla adopcji, która nie została anulowana.',
  templateSaved: 'Zapisano szablon umowy.',
  templateSaveFailed: 'Nie udało się zapisać szablonu umowy.',
  templateFailed: 'Nie udało się pobrać szablonu umowy.',
  signedDateRequired: 'Podaj datę podpisania umowy.',
  signedDateInvalid: 'Data podpisania musi być prawdziwą datą w formacie RRRR-MM-DD.',
  signedDateInFuture: 'Data podpisania nie może być późniejsza niż dzisiaj.',
  signedBeforeAdoption: (adoptedOn: string) => `Data podpisania nie może być wcześniejsza niż data adopcji (${adoptedOn}).`,
  signed: 'Umowę oznaczono jako podpisaną.',
  signFailed: 'Nie udało się oznaczyć umowy jako podpisanej.',
  scanSaved: 'Dołączono skan podpisanej umowy.',
  scanFailed: 'Nie udało się dołączyć skanu umowy.',
  scanRejected: 'Skan odrzucono. Dozwolone: PDF, JPG, PNG, GIF, WEBP do 5 MB.',
  scanMissing: 'Wybierz plik ze skanem umowy.',
  scanNeedsSignature: 'Najpierw oznacz umowę jako podpisaną.',
  scanNotFound: 'Do tej umowy nie dołączono skanu.',
  contractsFailed: 'Nie udało się pobrać informacji o umowach.',
  unsignedFailed: 'Nie udało się pobrać listy niepodpisanych umów.',
  chooseOne: 'Podaj adoptującego albo ankietę.',
} as const;

/** Days after an adoption when an unsigned contract shows on the dashboard. */
export const UNSIGNED_CONTRACT_DAYS = 7;
