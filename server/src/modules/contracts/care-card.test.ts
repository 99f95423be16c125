import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_FOUNDATION_SETTINGS, SPECIES } from '@pets/shared';
import { loadConfig } from '../../config.js';
import { documentFacts } from '../documents/document-facts.js';
import { renderPdf } from '../documents/pdf-render.js';
import type { ContractData } from './contract-data.js';
import { careCardDocument } from './contract-document.js';

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-care-card-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const facts = documentFacts(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
  ...EMPTY_FOUNDATION_SETTINGS,
  email: 'biuro@puszyste-serca.pl',
  address: 'ul. Długa 1\n00-001 Warszawa',
});

describe('the care card', () => {
  it('fits one page for every species, with a health note and a busy health card', async () => {
    const data: ContractData = {
      adoptionId: 1,
      adoptedOn: '2026-11-20',
      adopter: { firstName: 'Jan', lastName: 'Nowak', email: 'jan@example.com', phone: '', zip: '', city: '' },
      animals: SPECIES.map((species, index) => ({
        id: index + 1,
        name: `Zwierzak ${index + 1}`,
        species,
        sex: 'Samica',
        birthDate: '2025-05-01',
        neutered: true,
        health: 'Przebyte zapalenie płuc, wyleczone antybiotykiem; kontrola u lekarza weterynarii za miesiąc. '.repeat(1).trim(),
        // A busy year of a rabbit's card (the page prints the last entry of each kind) still fits.
        healthHistory: [
          { type: 'szczepienie' as const, date: '2024-11-03', description: 'RHD1 i RHD2' },
          { type: 'szczepienie' as const, date: '2025-11-03', description: 'RHD1 i RHD2' },
          { type: 'szczepienie' as const, date: '2026-05-10', description: 'Myksomatoza' },
          { type: 'odrobaczanie' as const, date: '2026-06-01', description: 'Fenbendazol, 9 dni' },
          { type: 'kastracja' as const, date: '2026-07-15', description: 'Kastracja' },
        ],
        photo: null,
      })),
    };
    const file = path.join(tmp, 'karty.pdf');
    fs.writeFileSync(file, await renderPdf(careCardDocument(data, facts), { author: facts.name, issued: new Date('2026-11-20T00:00:00Z') }));
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // Lines broken after a hyphen are joined; every run of spaces is one space.
    const pages = stdout
      .split('\f')
      .filter((page) => page.trim() !== '')
      .map((page) => page.replace(/-\s+/g, '-').replace(/\s+/g, ' '));
    expect(pages).toHaveLength(SPECIES.length);
    pages.forEach((page, index) => {
      expect(page).toContain(`Karta opieki: Zwierzak ${index + 1}`);
      expect(page).toContain('biuro@puszyste-serca.pl');
    });
  });
});
