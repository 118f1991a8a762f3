/**
 * A lead's phone as people read it, (216) 555-0244, without the phone library (26 KiB compressed
 * in the browser): for the customer area's lists of purchased leads and the pipeline, which show a
 * phone on every card as they first render (issue 24.1). A lead's phone is checked as a US number
 * on its way in (checkUsPhone: the import, the team's form and edits) and kept in E.164, and for
 * every number checkUsPhone accepts this writes what formatPhone writes (phone.test.ts compares
 * them on every area code). Anything else is shown as it is kept; only a number kept from before
 * phones were checked that the library refuses (migration 0015 rewrote those it could to E.164
 * without asking it, decision 022) reads "(211) 555-0100" here where formatPhone leaves it as kept.
 */
const US_E164 = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

export function formatLeadPhone(e164: string): string {
  const parts = US_E164.exec(e164);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : e164;
}
