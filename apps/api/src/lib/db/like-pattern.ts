/** Escapes LIKE wildcards so a search for "50%" means the text "50%"; matches anywhere, or at the start with `prefix`. */
export function likePattern(text: string, { prefix = false } = {}): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return prefix ? `${escaped}%` : `%${escaped}%`;
}
