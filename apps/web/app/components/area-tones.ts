/**
 * The colours that tell the signed-in areas apart (page background, sidebar and phone bar, the
 * "signed in as" line): one place for the frames (SideNavFrame) and their loading skeletons.
 */
export const AREA_TONES = {
  customer: { page: 'bg-slate-50', bar: 'bg-brand-900', signedIn: 'text-brand-50/80' },
  console: { page: 'bg-slate-100', bar: 'bg-ink', signedIn: 'text-slate-300' },
} as const;

export type AreaTone = (typeof AREA_TONES)[keyof typeof AREA_TONES];
