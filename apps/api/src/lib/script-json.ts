/**
 * JSON that cannot end its <script> element: `<` (so no `</script>` or `<!--`), `>` and `&` written as
 * escapes, which JSON.parse reads back as the same characters; U+2028/9 too, for older parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
