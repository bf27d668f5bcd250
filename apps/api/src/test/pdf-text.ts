import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, read back as a reader would (pdf.js), its runs joined by single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
