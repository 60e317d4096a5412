// Just enough MIME reading for the SMTP test: the subject's encoded words, and the text and HTML
// parts in quoted-printable or base64 (what nodemailer writes for UTF-8).
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) => (kind.toUpperCase() === 'B'
    ? Buffer.from(data, 'base64').toString('utf8')
    : decodeQuotedPrintable(data.replace(/_/g, ' '))));
}

export function decodeMail(raw: string): { subject: string; text: string; html: string } {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  for (const part of boundary ? raw.split(`--${boundary}`) : [raw]) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const partHead = part.slice(0, split);
    const type = header(partHead, 'Content-Type').split(';')[0]!.toLowerCase();
    if (type === 'text/plain' || type === 'text/html') {
      parts[type] = decodeBody(part.slice(split).trim(), header(partHead, 'Content-Transfer-Encoding').toLowerCase());
    }
  }
  return { subject: decodeWords(header(head, 'Subject')), text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}
