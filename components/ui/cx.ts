/** Joins class names, skipping the false ones: `cx('a', on && 'b')`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
