import { describe, expect, it } from 'vitest';
import { renderPdf } from '../documents/pdf-render.js';
import { isStructurallyPdf } from './pdf-structure.js';

const pdfOf = () => renderPdf({ title: 'Umowa', subject: 'Test', versionLine: 'wersja 1', blocks: [{ p: 'Treść.' }] }, { author: 'Fundacja', issued: new Date(0) });

describe('isStructurallyPdf', () => {
  it('accepts a real PDF, also with an incremental update or a trailing line feed', async () => {
    const pdf = await pdfOf();
    expect(isStructurallyPdf(pdf)).toBe(true);
    expect(isStructurallyPdf(Buffer.concat([pdf, Buffer.from('\r\n')]))).toBe(true);
  });

  it('refuses "%PDF-" followed by HTML, a truncated file and a trailer pointing nowhere', async () => {
    expect(isStructurallyPdf(Buffer.from('%PDF-<html><script>alert(1)</script></html>'))).toBe(false);
    expect(isStructurallyPdf(Buffer.from('%PDF-1.7\n<html><body>x</body></html>\nstartxref\n9\n%%EOF\n'))).toBe(false);
    const pdf = await pdfOf();
    expect(isStructurallyPdf(pdf.subarray(0, pdf.length - 200))).toBe(false);
    const text = pdf.toString('latin1');
    const moved = text.replace(/startxref\s+\d+/, 'startxref\n5');
    expect(isStructurallyPdf(Buffer.from(moved, 'latin1'))).toBe(false);
  });
});
