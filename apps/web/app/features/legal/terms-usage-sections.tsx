import { Link } from 'react-router';
import { LIMITS, formatThousands } from '@app/shared';
import type { LegalSection } from '../../components/legal-document';
import { site } from '../../config/site';

/**
 * Sections 10–18 of the user agreement: acceptable use, limits, messages, access, liability,
 * governing law (Arizona, docs/product.md §9) and contact.
 */
export const TERMS_USAGE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'downloads-api',
    title: 'Downloads, API and integrations',
    content: (
      <>
        <p>
          You may download the leads you own as CSV files or receive them through our webhook API, a Google
          Sheet connection or a Go High Level connection. Each account may download up to{' '}
          <strong>{formatThousands(LIMITS.monthlyDownloadLimit)} lead rows per calendar month</strong> across
          all of these channels together; requests above the limit are refused until the next month.
        </p>
        <p>
          Use the API only with your own key, within the documented rate limits, and do not try to read data
          that belongs to another member or to get around the marketplace rules.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'How you may use leads',
    content: (
      <>
        <p>Leads are licensed to you for your own real-estate business. You agree that you will:</p>
        <ul>
          <li>
            contact sellers lawfully, following the Telephone Consumer Protection Act, the National Do Not
            Call Registry, state telemarketing rules and any opt-out request a seller makes;
          </li>
          <li>
            not resell, publish, share or give leads to anyone outside your business, and not upload them to
            another marketplace;
          </li>
          <li>
            not use leads or seller details for any purpose other than discussing the purchase or listing of
            that property;
          </li>
          <li>keep seller information secure and delete it when you no longer need it for that purpose.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'communications',
    title: 'Emails and text messages',
    content: (
      <>
        <p>
          We send emails about your account, billing, new leads and replies to your requests. If you give us
          your mobile number and turn on lead alerts, we may also send you{' '}
          <strong>text messages, at most one per day</strong>. Message and data rates may apply. Reply STOP to
          any text to stop them, and use the link in any newsletter, or our{' '}
          <Link to="/unsubscribe">unsubscribe page</Link>, to leave the newsletter.
        </p>
      </>
    ),
  },
  {
    id: 'access',
    title: 'Our right to deny, revoke or limit access',
    content: (
      <>
        <p>
          We reserve the right to <strong>deny, revoke or limit access</strong> to the Service, or to any
          lead, for any account that breaks these Terms, misuses leads or seller information, files false
          refund or replacement requests, disputes valid charges, or puts the Service or other members at
          risk. Where we can, we will tell you why and give you a chance to respond.
        </p>
        <p>If we close your account because you broke these Terms, fees already paid are not refunded.</p>
      </>
    ),
  },
  {
    id: 'affiliates',
    title: 'Affiliate program',
    content: (
      <p>
        Affiliates earn an {LIMITS.affiliateCommissionPercent}% lifetime commission on what the members they
        refer spend on memberships and leads (not on wallet top-ups until they are spent), while their
        affiliate account is active, as described on our <Link to="/affiliate">affiliate page</Link>. Each
        commission is payable {LIMITS.affiliateCommissionHoldDays} days after it is earned. Commission is not
        paid on your own account (recognised by e-mail, card or payment account), and is taken back when a
        payment is refunded or disputed; referrals obtained through spam, misleading advertising or bidding on
        our brand name earn nothing.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our content',
    content: (
      <p>
        The Service, its software, design, training material and videos belong to {site.name} or its
        licensors. Apart from the lead data you are licensed to use under these Terms, you may not copy,
        resell or build a competing product from any part of the Service.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    content: (
      <>
        <p>
          The Service is provided “as is” and “as available”. We work hard to keep leads accurate and the
          Service running, but we do not warrant that every lead is accurate or current, that the Service will
          be uninterrupted, or that you will make any profit.
        </p>
        <p>
          To the fullest extent the law allows, {site.name} is not liable for indirect, incidental or
          consequential losses, or for lost profits or deals, and our total liability for any claim is limited
          to the fees you paid us in the three months before the claim arose.
        </p>
        <p>
          You will indemnify {site.name} against claims by sellers or third parties that arise from the way
          you contacted a seller or used lead data.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These Terms are governed by the laws of the <strong>State of Arizona</strong>, without regard to its
        conflict-of-law rules. Any dispute will be heard by the state or federal courts located in Arizona,
        and you and we consent to their jurisdiction. Before going to court, please write to us so we can try
        to resolve the issue informally.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    content: (
      <p>
        We may update these Terms as the Service changes. We will show the new effective date at the top of
        this page and email members about material changes before they take effect. Price changes always
        follow the one-month notice described above. Continuing to use the Service after a change means you
        accept the updated Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about these Terms? Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>{' '}
        and our support team will get back to you.
      </p>
    ),
  },
];
