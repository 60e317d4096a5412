// Reads back the text lines of a PDF this service drew (pdf-lib, standard fonts): each page's content
// streams are decoded with pdf-lib and their `<hex> Tj` strings read as WinAnsi (Latin-1 for what we write).
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef))
      : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return lines;
}
