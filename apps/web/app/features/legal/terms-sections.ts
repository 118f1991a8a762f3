import type { LegalSection } from '../../components/legal-document';
import { TERMS_MEMBERSHIP_SECTIONS } from './terms-membership-sections';
import { TERMS_USAGE_SECTIONS } from './terms-usage-sections';

/** The numbered sections of the user agreement shown at /terms-and-conditions and /agreement. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  ...TERMS_MEMBERSHIP_SECTIONS,
  ...TERMS_USAGE_SECTIONS,
];
