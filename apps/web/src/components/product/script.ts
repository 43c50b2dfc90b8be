/** Arabic-script letters (Urdu titles and names). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Whether text is written in Arabic script, so it can be set in the Nastaliq face with room for its tall
 * glyphs. Marked by class because the build turns :dir(rtl) into :lang() lists, which dir="auto" never meets.
 */
export const hasArabicScript = (text: string): boolean => ARABIC_SCRIPT.test(text);
