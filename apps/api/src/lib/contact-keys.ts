/** Phones and addresses reduced to the keys duplicates are found by (import, the team's edits, seeds). */
export const phoneKeyOf = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
export const addressKeyOf = (address: string, zip: string) =>
  `${address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${zip.slice(0, 5)}`;
