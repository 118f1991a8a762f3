/**
 * The CSV presets' names alone (issue 18.5; the presets themselves are in csv-presets.ts): what the
 * download contract accepts. On their own so that a page that names a preset does not load the
 * presets' columns and, with them, the phone library (issue 24.1: 26 KiB on the marketplace).
 */
export const CSV_PRESET_IDS = ['standard', 'gohighlevel', 'resimpli', 'podio', 'followupboss'] as const;
export type CsvPresetId = (typeof CSV_PRESET_IDS)[number];
