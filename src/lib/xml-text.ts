/**
 * The characters XML 1.0 cannot hold: C0 control characters but tab, line feed and carriage return, lone
 * surrogates, U+FFFE and U+FFFF. The contract refuses them in every text a write operation takes
 * (scripts/model-contract.ts); the xlsx writer drops any already stored, since one makes a sheet malformed.
 */
// oxlint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether the text holds a character XML cannot. */
export const holdsNonXml = (text: string) => text.search(NOT_XML) >= 0;

/** The text without the characters XML cannot hold. */
export const toXmlText = (text: string) => text.replace(NOT_XML, '');
