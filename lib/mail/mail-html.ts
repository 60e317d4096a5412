// The HTML part of an e-mail, from its text: paragraphs at blank lines, line breaks kept, every
// character escaped. Mail clients that show HTML then wrap long lines instead of showing them raw.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function htmlOfText(text: string): string {
  const paragraphs = text.trim().split(/\n\s*\n/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`);
  return `<!doctype html>\n<html><head><meta charset="utf-8"></head><body>\n${paragraphs.join('\n')}\n</body></html>\n`;
}
