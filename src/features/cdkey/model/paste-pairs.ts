/** How a pasted line is split: by tabs (cells copied from a spreadsheet), else commas, else spaces. */
const SEPARATORS = [/\t/, /[,，]/, /\s+/];

/**
 * Card secrets pasted as text, one per line: 卡号 then 密码. Lines left empty are dropped; a line with one
 * value is a card number without a password (the form then asks for it).
 */
export function pastedPairs(text: string): Array<{ cardNumber: string; secretNum: string }> {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const separator = SEPARATORS.find((s) => s.test(line)) ?? /\t/;
      const [cardNumber = '', ...rest] = line.split(separator);
      return { cardNumber: cardNumber.trim(), secretNum: rest.join(' ').trim() };
    });
}
