import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@pets/shared';
import type { ChatAnimal } from '../offline-matcher.js';

/**
 * The world the evaluation asks its questions in: a foundation with a configured postal address
 * (FOUNDATION_ADDRESS, which the privacy policy already prints) and a handful of animals of most
 * species, so that answers about availability can be checked by their links.
 */
export const EVAL_SITE: SiteConfig & { foundationAddress: string } = {
  ...DEFAULT_SITE_CONFIG,
  email: 'kontakt@malelapki.example',
  krs: '0000123456',
  nip: '123-456-32-18',
  regon: '123456785',
  bankAccount: '12 3456 7890 1234 5678 9012 3456',
  facebookUrl: 'https://www.facebook.com/malelapki',
  instagramUrl: 'https://www.instagram.com/malelapki',
  foundationAddress: 'ul. Przykładowa 1, 00-001 Warszawa',
};

export const EVAL_ANIMALS: readonly ChatAnimal[] = [
  { id: 1, name: 'Fasolka', species: 'Świnka morska', sex: 'Samica', status: 'Dostępny' },
  { id: 2, name: 'Groszek', species: 'Świnka morska', sex: 'Samiec', status: 'Dostępny' },
  { id: 3, name: 'Kapsel', species: 'Królik', sex: 'Samiec', status: 'Dostępny' },
  { id: 4, name: 'Tosia', species: 'Królik', sex: 'Samica', status: 'Zarezerwowany' },
  { id: 5, name: 'Rysiek', species: 'Szczur', sex: 'Samiec', status: 'Dostępny' },
  { id: 6, name: 'Ziutek', species: 'Szczur', sex: 'Samiec', status: 'Dostępny' },
  { id: 7, name: 'Pestka', species: 'Chomik syryjski', sex: 'Samica', status: 'Dostępny' },
  { id: 8, name: 'Bursztyn', species: 'Chomik Roborowskiego', sex: 'Samiec', status: 'Dostępny' },
  { id: 9, name: 'Mgiełka', species: 'Mysz', sex: 'Samica', status: 'Dostępny' },
  { id: 10, name: 'Tadeusz', species: 'Żółw', sex: 'Samiec', status: 'Dostępny' },
  { id: 11, name: 'Kropka', species: 'Myszoskoczek', sex: 'Samica', status: 'Dostępny' },
  { id: 12, name: 'Popiel', species: 'Szynszyla', sex: 'Samiec', status: 'Adoptowany' },
];
