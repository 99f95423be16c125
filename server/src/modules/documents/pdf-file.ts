import fs from 'node:fs';

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2: the header "%PDF-1.n"). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * Why a configured document path cannot be served, or null when it is a readable PDF. Checked
 * when the configuration is loaded, so a wrong path stops the start instead of turning into a 404
 * on the public site weeks later.
 */
export function pdfFileProblem(filePath: string): string | null {
  let descriptor: number | undefined;
  try {
    const stat = fs.statSync(filePath);
    if (!stat.isFile()) return `${filePath} is not a file`;
    descriptor = fs.openSync(filePath, 'r');
    const head = Buffer.alloc(PDF_MAGIC.length);
    const read = fs.readSync(descriptor, head, 0, head.length, 0);
    if (read < head.length || !head.equals(PDF_MAGIC)) return `${filePath} is not a PDF file (it does not start with %PDF-)`;
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `${filePath} does not exist`;
    if (code === 'EACCES' || code === 'EPERM') return `${filePath} cannot be read (permission denied)`;
    return `${filePath} cannot be read (${code ?? (error as Error).message})`;
  } finally {
    if (descriptor !== undefined) fs.closeSync(descriptor);
  }
}
