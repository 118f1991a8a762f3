/**
 * Google Sheets' formula for the CSV feed. Inside a formula string a double quote is written
 * twice; the server's URLs never contain one, but the formula must stay valid if one did.
 */
export function importDataFormula(url: string): string {
  return `=IMPORTDATA("${url.replaceAll('"', '""')}")`;
}

/** The link of a connected sheet, rebuilt from its id (the server keeps only the id). */
export function googleSheetUrl(spreadsheetId: string): string {
  return `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}/edit`;
}
