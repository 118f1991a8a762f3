import { LegalDocument } from '../components/legal-document';
import { site } from '../config/site';
import { PRIVACY_EFFECTIVE_DATE } from '../features/legal/legal-dates';
import { PRIVACY_SECTIONS } from '../features/legal/privacy-sections';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: `What personal information ${site.name} collects from members, affiliates and visitors, how we use and share it, cookies, text messages and your privacy rights.`,
  });

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      intro={
        <p>
          Your privacy matters to us, and so does the privacy of the homeowners in our leads. This policy
          explains what we collect, why, who we share it with and the choices you have. We do not sell your
          personal information.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
