// A JSON body nested thousands of levels deep (`{"a":` × 10,000) parses, but every recursive walk of
// it afterwards (validators, JSON.stringify, our own checks) overflows the stack: a 500. And a 1 MiB
// body of `[` costs JSON.parse most of a second. So the depth is judged on the text, before parsing.

/** The deepest nesting any body of the API needs is under ten; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `max`. One pass over the characters, with
 * brackets inside strings ignored; malformed text is judged all the same (the parser refuses it next).
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}
