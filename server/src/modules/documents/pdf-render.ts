import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { REPO_ROOT } from '../../config.js';
import type { DocumentDefinition, DocumentField } from './document-model.js';

/**
 * DejaVu Sans shipped with the repository (resources/fonts, Bitstream Vera licence): pdfkit's
 * built-in fonts have no Polish letters, and the machine's fonts cannot be relied on. pdfkit
 * embeds only the glyphs used, so a document stays small.
 */
const FONT_DIR = path.join(REPO_ROOT, 'resources', 'fonts');
const FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
  italic: path.join(FONT_DIR, 'DejaVuSans-Oblique.ttf'),
};

/** The font files, read once: contracts are rendered per request, not once like the policy. */
let fontCache: Record<keyof typeof FONTS, Buffer> | null = null;
function fontBytes(): Record<keyof typeof FONTS, Buffer> {
  fontCache ??= { regular: fs.readFileSync(FONTS.regular), bold: fs.readFileSync(FONTS.bold), italic: fs.readFileSync(FONTS.italic) };
  return fontCache;
}

const COLOR = { text: '#222222', accent: '#c85a26', muted: '#6b6b6b', rule: '#e2c9b6', noteBackground: '#fbf1e8' };
const MARGIN = { top: 64, bottom: 64, left: 64, right: 64 };
const BODY = 9.5;
/** Extra leading between lines. */
const GAP = 3;

/**
 * Polish typesetting custom: a one-letter word (a, i, o, u, w, z) never ends a line, and an
 * abbreviation or number stays with what follows (art. 6, ust. 1, § 4, 14 dni). A no-break space
 * (U+00A0) glues them; pdfkit's line breaker does not break at it.
 */
export function typeset(text: string): string {
  const glueOneLetterWords = (value: string) => value.replace(/(^|[\s(„])([aiouwzAIOUWZ]) /g, '$1$2\u00A0');
  // Twice, for runs such as "i w": the first pass consumes the space the second needs.
  return glueOneLetterWords(glueOneLetterWords(text))
    .replace(/\b(art\.|ust\.|lit\.|np\.|ul\.|§|KRS|NIP|REGON) /g, '$1\u00A0')
    // "14 dni" stays together, but "art. 6 ust. 1 lit. b" may break before ust./lit.: glued whole, it
    // left wide gaps in justified lines.
    .replace(/(\d) (?!ust\.|lit\.)(?=[\p{L}\d])/gu, '$1\u00A0');
}

export interface PdfMetadata {
  author: string;
  /** The date in the PDF's metadata: fixed, so the same facts give the same file. */
  issued: Date;
}

/** Lays out a document on A4 pages with page numbers; resolves with the whole file. */
export function renderPdf(definition: DocumentDefinition, meta: PdfMetadata): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'pl-PL',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: definition.title,
      Subject: definition.subject,
      Author: meta.author,
      Creator: meta.author,
      Producer: 'PDFKit',
      CreationDate: meta.issued,
      ModDate: meta.issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fonts = fontBytes();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('italic', fonts.italic);

  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const lineHeight = () => doc.currentLineHeight(true) + GAP;
  /** Starts a new page unless `lines` lines still fit, so headings and list numbers are never orphaned. */
  const keep = (lines: number) => {
    if (doc.y + lines * lineHeight() > bottom()) doc.addPage();
  };

  // Title block
  doc.font('bold').fontSize(9).fillColor(COLOR.accent).text(meta.author.toUpperCase(), left, MARGIN.top, { characterSpacing: 1 });
  doc.moveDown(0.3);
  let titleSize = 20;
  while (doc.font('bold').fontSize(titleSize).widthOfString(definition.title) > width) titleSize -= 0.5;
  doc.fillColor(COLOR.text).text(definition.title, { width });
  doc.moveDown(0.2);
  doc.font('italic').fontSize(8.5).fillColor(COLOR.muted).text(definition.versionLine, { width });
  doc.moveDown(0.6);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(1).strokeColor(COLOR.rule).stroke();
  doc.moveDown(0.8);

  const paragraph = (text: string) => {
    doc.font('regular').fontSize(BODY).fillColor(COLOR.text);
    keep(2);
    doc.text(typeset(text), left, doc.y, { width, align: 'justify', lineGap: GAP });
    doc.moveDown(0.5);
  };
  const note = (text: string) => {
    doc.font('italic').fontSize(BODY).fillColor(COLOR.text);
    const padding = 8;
    const body = typeset(text);
    const height = doc.heightOfString(body, { width: width - 2 * padding, lineGap: GAP });
    keep(Math.ceil((height + 2 * padding) / lineHeight()));
    const top = doc.y;
    doc.rect(left, top, width, height + 2 * padding).fill(COLOR.noteBackground);
    doc.rect(left, top, 3, height + 2 * padding).fill(COLOR.accent);
    doc.fillColor(COLOR.text).text(body, left + padding, top + padding, { width: width - 2 * padding, lineGap: GAP });
    doc.y = top + height + 2 * padding;
    doc.moveDown(0.8);
  };
  const items = (list: string[], marker: (index: number) => string) => {
    doc.font('regular').fontSize(BODY).fillColor(COLOR.text);
    const indent = 16;
    list.forEach((text, index) => {
      keep(2);
      const y = doc.y;
      doc.text(marker(index), left, y, { width: indent, lineBreak: false });
      doc.text(typeset(text), left + indent, y, { width: width - indent, align: 'justify', lineGap: GAP });
      doc.moveDown(0.3);
    });
    doc.moveDown(0.2);
  };

  /** Starts a new page unless `height` points still fit. */
  const keepHeight = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const fieldsHeight = (fields: DocumentField[], fieldWidth: number) => {
    doc.font('regular').fontSize(BODY);
    return fields.reduce((sum, [label, value]) => sum + doc.heightOfString(`${label}: ${value}`, { width: fieldWidth, lineGap: 1 }) + 3, 0);
  };
  /** Label (muted) and value rows from (x, y) in a column `fieldWidth` wide; returns the y under them. */
  const fieldRows = (fields: DocumentField[], x: number, y: number, fieldWidth: number) => {
    let rowY = y;
    for (const [label, value] of fields) {
      doc.font('regular').fontSize(BODY).fillColor(COLOR.muted).text(`${label}: `, x, rowY, { width: fieldWidth, continued: true, lineGap: 1 });
      doc.fillColor(COLOR.text).text(typeset(value), { lineGap: 1 });
      rowY = doc.y + 3;
    }
    return rowY;
  };
  const pageBreak = () => {
    if (doc.y > MARGIN.top + 1) doc.addPage();
  };
  const pageTitle = (title: string, subtitle: string | undefined) => {
    doc.font('bold').fontSize(16).fillColor(COLOR.text).text(title, left, doc.y, { width });
    if (subtitle) {
      doc.moveDown(0.15);
      doc.font('italic').fontSize(9).fillColor(COLOR.muted).text(subtitle, left, doc.y, { width });
    }
    doc.moveDown(0.5);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(1).strokeColor(COLOR.rule).stroke();
    doc.moveDown(0.6);
  };
  const columns = (boxes: { heading: string; fields: DocumentField[] }[]) => {
    const gap = 14;
    const padding = 9;
    const boxWidth = (width - gap * (boxes.length - 1)) / boxes.length;
    const inner = boxWidth - 2 * padding;
    const height = Math.max(
      ...boxes.map((box) => doc.font('bold').fontSize(BODY).heightOfString(box.heading, { width: inner }) + 6 + fieldsHeight(box.fields, inner)),
    ) + 2 * padding;
    keepHeight(height);
    const top = doc.y;
    boxes.forEach((box, index) => {
      const x = left + index * (boxWidth + gap);
      doc.roundedRect(x, top, boxWidth, height, 4).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
      doc.font('bold').fontSize(BODY).fillColor(COLOR.accent).text(box.heading, x + padding, top + padding, { width: inner });
      fieldRows(box.fields, x + padding, doc.y + 6, inner);
    });
    doc.y = top + height;
    doc.x = left;
    doc.moveDown(0.8);
  };
  const animal = ({ name, photo, fields }: { name: string; photo: Buffer | null; fields: DocumentField[] }) => {
    const side = 92;
    const gap = 14;
    const textWidth = width - side - gap;
    doc.font('bold').fontSize(11);
    const nameHeight = doc.heightOfString(name, { width: textWidth });
    const height = Math.max(side, nameHeight + 4 + fieldsHeight(fields, textWidth));
    keepHeight(height + 10);
    const top = doc.y;
    if (photo) {
      doc.save();
      doc.roundedRect(left, top, side, side, 6).clip();
      doc.image(photo, left, top, { cover: [side, side], align: 'center', valign: 'center' });
      doc.restore();
    } else {
      doc.roundedRect(left, top, side, side, 6).fill(COLOR.noteBackground);
      doc.font('italic').fontSize(8).fillColor(COLOR.muted).text('brak zdjęcia', left, top + side / 2 - 5, { width: side, align: 'center' });
    }
    doc.font('bold').fontSize(11).fillColor(COLOR.text).text(name, left + side + gap, top, { width: textWidth });
    fieldRows(fields, left + side + gap, doc.y + 4, textWidth);
    doc.y = top + height;
    doc.x = left;
    doc.moveDown(0.9);
  };
  const signatures = (captions: string[]) => {
    const gap = 40;
    const lineWidth = (width - gap * (captions.length - 1)) / captions.length;
    keepHeight(80);
    doc.moveDown(2.5);
    const y = doc.y;
    captions.forEach((caption, index) => {
      const x = left + index * (lineWidth + gap);
      doc.moveTo(x, y).lineTo(x + lineWidth, y).lineWidth(0.7).dash(2, { space: 2 }).strokeColor(COLOR.muted).stroke().undash();
      doc.font('regular').fontSize(8).fillColor(COLOR.muted).text(caption, x, y + 5, { width: lineWidth, align: 'center' });
    });
    doc.x = left;
    doc.moveDown(1.2);
  };

  for (const block of definition.blocks) {
    if ('pageBreak' in block) {
      pageBreak();
    } else if ('title' in block) {
      pageTitle(block.title, block.subtitle);
    } else if ('fields' in block) {
      const fieldsWidth = width;
      keepHeight(Math.min(fieldsHeight(block.fields, fieldsWidth), 120));
      doc.y = fieldRows(block.fields, left, doc.y, fieldsWidth);
      doc.x = left;
      doc.moveDown(0.4);
    } else if ('columns' in block) {
      columns(block.columns);
    } else if ('animal' in block) {
      animal(block.animal);
    } else if ('signatures' in block) {
      signatures(block.signatures);
    } else if ('h' in block) {
      doc.moveDown(0.3);
      doc.font('bold').fontSize(11);
      keep(4);
      doc.fillColor(COLOR.accent).text(block.h, left, doc.y, { width });
      doc.moveDown(0.35);
    } else if ('p' in block) {
      paragraph(block.p);
    } else if ('note' in block) {
      note(block.note);
    } else if ('ol' in block) {
      items(block.ol, (index) => `${index + 1}.`);
    } else if ('ul' in block) {
      items(block.ul, () => '•');
    }
  }

  // Footer with page numbers, written after layout so the total is known.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN.bottom + 24;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
    doc.text(`${meta.author} · ${definition.title}`, left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Strona ${index + 1} z ${range.count}`, left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = MARGIN.bottom;
  }
  doc.flushPages();
  doc.end();
  return done;
}
