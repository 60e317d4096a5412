// Reads back the text lines of a PDF this service drew (pdf-lib, standard fonts): each page's content
// streams are decoded with pdf-lib and their `<hex> Tj` strings read as WinAnsi (windows-1252: Latin-1,
// with €, – and ’ among the 0x80–0x9F codes).
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

// WinAnsi's 0x80–0x9F (Node's TextDecoder('windows-1252') reads them as Latin-1's control codes).
const WIN_ANSI_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_C1[b - 0x80]! : String.fromCharCode(b))).join('');

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
      for (const match of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(winAnsi(Buffer.from(match[1]!, 'hex')));
    }
  }
  return lines;
}
