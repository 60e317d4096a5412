// Text and attribute values written into XML: the five reserved characters escaped, and characters
// XML 1.0 cannot carry at all (control characters other than tab and line ends) dropped, so a
// member's name can never break a bank file.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
