/** The keys duplicates are found by, at import and in the team's checks (one rule, one function). */
export const phoneKeyOf = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
export const addressKeyOf = (address: string, zip: string) =>
  `${address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${zip.slice(0, 5)}`;
