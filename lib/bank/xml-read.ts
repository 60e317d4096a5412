// A small, strict XML reader for the bank's answers (pain.002, camt.054): elements, attributes, text,
// CDATA, comments and processing instructions; the five predefined entities and character references.
// A document type declaration is refused outright, so no external entity, no entity expansion
// ("billion laughs") can ever happen: bank files never carry one. Element names are kept without
// their prefix (`ns:Document` is `Document`), with the namespace the document's root declares.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlError extends Error {}

const MAX_DEPTH = 64;
const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The characters XML 1.0 allows (Char production): never a control character, a lone surrogate, U+FFFE/U+FFFF. */
const allowedCode = (code: number) => code === 0x9 || code === 0xa || code === 0xd
  || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function decode(text: string): string {
  if (/&(?![^;&\s]{1,10};)/.test(text)) throw new XmlError('A bare & in text');
  return text.replace(/&([^;&\s]{1,10});/g, (_, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isInteger(code) || !allowedCode(code)) throw new XmlError(`Invalid character reference &${ref};`);
      return String.fromCodePoint(code);
    }
    const value = ENTITIES[ref];
    if (value === undefined) throw new XmlError(`Unknown entity &${ref};`);
    return value;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The document's root element; throws XmlError when the text is not well-formed XML. */
export function readXml(xml: string): XmlElement {
  let at = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const fail = (message: string): never => { throw new XmlError(`${message} (at character ${at})`); };
  if (FORBIDDEN.test(xml)) fail('A character XML does not allow');
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    const text = open === -1 ? xml.slice(at) : xml.slice(at, open);
    if (stack.length > 0) stack.at(-1)!.text += decode(text);
    else if (text.trim() !== '' && !(at === 0 && text === '\uFEFF')) fail('Text outside the root element');
    if (open === -1) break;
    at = open;
    if (xml.startsWith('<!--', at)) {
      const end = xml.indexOf('-->', at + 4);
      if (end === -1) fail('Unclosed comment');
      at = end + 3;
    } else if (xml.startsWith('<![CDATA[', at)) {
      const end = xml.indexOf(']]>', at);
      if (end === -1 || stack.length === 0) fail('Misplaced CDATA');
      stack.at(-1)!.text += xml.slice(at + 9, end);
      at = end + 3;
    } else if (xml.startsWith('<!', at)) {
      fail('Document type declarations are not accepted');
    } else if (xml.startsWith('<?', at)) {
      const end = xml.indexOf('?>', at);
      if (end === -1) fail('Unclosed processing instruction');
      at = end + 2;
    } else if (xml.startsWith('</', at)) {
      const end = xml.indexOf('>', at);
      if (end === -1) fail('Unclosed end tag');
      const name = xml.slice(at + 2, end).trim();
      const current = stack.pop();
      if (!current || current.name !== localName(name)) fail(`Unexpected end tag </${name}>`);
      at = end + 1;
    } else {
      at += 1;
      const name = NAME.exec(xml.slice(at, at + 200))?.[0] ?? fail('Invalid tag name');
      at += name.length;
      const element: XmlElement = { name: localName(name), attributes: {}, children: [], text: '' };
      for (;;) {
        const space = /^\s*/.exec(xml.slice(at, at + 1000))![0];
        at += space.length;
        if (xml.startsWith('/>', at) || xml.startsWith('>', at)) break;
        if (space === '') fail('Expected a space before an attribute');
        const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(xml.slice(at, at + 10_000)) ?? fail('Invalid attribute');
        element.attributes[attribute[1]!] = decode(attribute[3] ?? attribute[4] ?? '');
        at += attribute[0].length;
      }
      if (stack.length > 0) stack.at(-1)!.children.push(element);
      else if (root) fail('A second root element');
      else root = element;
      if (xml.startsWith('/>', at)) at += 2;
      else {
        at += 1;
        stack.push(element);
        if (stack.length > MAX_DEPTH) fail('Nested too deep');
      }
    }
  }
  if (!root || stack.length > 0) fail('Incomplete document');
  return root!;
}

/** The first child named `name`, following a path of names (`child(doc, 'GrpHdr', 'MsgId')`). */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((c) => c.name === name);
  return current;
}

export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((c) => c.name === name) ?? [];
}

/** The trimmed text at a path, or undefined. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  const found = child(element, ...path);
  return found ? found.text.trim() : undefined;
}
