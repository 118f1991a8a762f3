import { Link } from 'react-router';
import { LIMITS } from '@app/shared';
import type { REFUND_REASONS, REPLACEMENT_REASONS } from '@app/shared';
import type { LegalSection } from '../../components/legal-document';
import { site } from '../../config/site';

const hours = LIMITS.exclusiveRefundWindowHours;

/** What each reason means in practice, so members know before they file (docs/product.md §9 lists the cases). */
const REPLACEMENT_EXPLAINED: Record<(typeof REPLACEMENT_REASONS)[number], string> = {
  'Incorrect lead type':
    'the property or request is not what the lead says, for example a rental enquiry or a commercial building sold as a house;',
  'Listed on MLS':
    'the property was already listed with an agent on the MLS when you received the lead, although the lead says it was not;',
  'Already sold': 'the seller had already sold the property or signed a contract with someone else;',
  'Unmotivated seller': 'the seller says they are not actually looking to sell.',
};

const REFUND_EXPLAINED: Record<(typeof REFUND_REASONS)[number], string> = {
  'Invalid contact info':
    'the phone number is disconnected, wrong or belongs to someone else, and the email (if any) bounces;',
  Duplicate: 'you already bought the same seller and property from us;',
  'Wholesaler submission':
    'the “seller” is a wholesaler or agent marketing someone else’s property, not the owner;',
  'Seller not interested': 'the owner tells you they never asked to sell and are not interested.',
};

function ReasonList({ explained }: { explained: Record<string, string> }) {
  return (
    <ul>
      {Object.entries(explained).map(([reason, meaning]) => (
        <li key={reason}>
          <strong>{reason}</strong> — {meaning}
        </li>
      ))}
    </ul>
  );
}

/** The numbered sections of /refund: subscriptions, Premium replacements, Exclusive wallet refunds. */
export const REFUND_SECTIONS: readonly LegalSection[] = [
  {
    id: 'subscriptions',
    title: 'Subscriptions',
    content: (
      <>
        <p>
          <strong>There are no refunds on subscriptions.</strong> Membership fees are charged in USD and are
          non-refundable, including for partial months and unused Premium Lead credits. You can cancel at any
          time from the billing section of your dashboard; the cancellation takes effect at the end of the
          billing period you have paid for, and you will not be charged again.
        </p>
      </>
    ),
  },
  {
    id: 'premium-replacements',
    title: 'Premium Leads: replacements',
    content: (
      <>
        <p>
          Premium Leads are not refunded in cash. Instead, <strong>we replace a Premium Lead</strong> with a
          new one when it falls into one of these cases:
        </p>
        <ReasonList explained={REPLACEMENT_EXPLAINED} />
        <p>Every replacement request must include:</p>
        <ol>
          <li>the reason (one of the four above);</li>
          <li>the property address;</li>
          <li>the seller name;</li>
          <li>the contact number you used.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'exclusive-refunds',
    title: 'Exclusive Leads: refunds to your wallet',
    content: (
      <>
        <p>
          Because you paid for an Exclusive Lead from your wallet, an approved refund goes{' '}
          <strong>back to your wallet</strong>, where you can use it for your next Exclusive Lead. You can ask
          for a refund when the lead falls into one of these cases:
        </p>
        <ReasonList explained={REFUND_EXPLAINED} />
        <p>
          The request must reach us <strong>within {hours} hours of receiving the lead</strong> and must be
          backed by your <strong>call, SMS or email logs</strong> (a screenshot of your phone’s call history
          or dialer, the text thread or the bounced email), showing that you tried to reach the seller and
          what happened.
        </p>
      </>
    ),
  },
  {
    id: 'not-covered',
    title: 'What is not covered',
    content: (
      <ul>
        <li>a seller who was motivated but chose another buyer, or whose price you could not agree on;</li>
        <li>a seller you could not reach because you called only once or outside reasonable hours;</li>
        <li>
          Exclusive Lead requests received more than {hours} hours after you received the lead, or without
          logs;
        </li>
        <li>a Premium Lead that left the marketplace after three downloads or 30 days before you took it;</li>
        <li>wallet rewards from giveaways and special events, which cannot be refunded in cash.</li>
      </ul>
    ),
  },
  {
    id: 'how-to-file',
    title: 'How to file a request',
    content: (
      <ol>
        <li>Sign in and open the purchased-leads area of your dashboard.</li>
        <li>Choose the Premium or Exclusive Lead and open its replacement or refund request.</li>
        <li>
          Pick the reason, fill in the property address, seller name and contact number, and attach your call,
          SMS or email logs.
        </li>
        <li>Submit. You receive an email confirming that we have your request.</li>
      </ol>
    ),
  },
  {
    id: 'what-happens-next',
    title: 'What happens next',
    content: (
      <>
        <p>
          Our team checks every request against the lead’s record and your evidence, and may call the seller
          to confirm. We aim to decide within two business days and email you the result.
        </p>
        <ul>
          <li>
            <strong>Premium replacement approved:</strong> a replacement lead is added to your purchased
            leads, or the credit is returned to your account so you can pick another lead yourself.
          </li>
          <li>
            <strong>Exclusive refund approved:</strong> the full price you paid is credited to your wallet
            straight away and shows in your wallet history.
          </li>
          <li>
            <strong>Request declined:</strong> we tell you why. If you have more evidence, reply to that email
            within seven days and we will look again.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'abuse',
    title: 'Fair use',
    content: (
      <p>
        Replacements and refunds exist for genuinely bad leads. We may limit or refuse requests from accounts
        that file unusually many or unsupported requests, and repeated false requests may lead us to limit
        access as described in our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    content: (
      <p>
        Not sure whether a lead qualifies? Email{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> with the property address and we will
        help you before the {hours}-hour window closes.
      </p>
    ),
  },
];
