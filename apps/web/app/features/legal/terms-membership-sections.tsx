import { Link } from 'react-router';
import { LIMITS } from '@app/shared';
import type { LegalSection } from '../../components/legal-document';
import { site } from '../../config/site';

/**
 * Sections 1–9 of the user agreement: who may join, how memberships, payments, credits, leads
 * and the wallet work. Every rule comes from docs/product.md §1, §4, §5, §9 and §14.
 */
export const TERMS_MEMBERSHIP_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About this agreement',
    content: (
      <>
        <p>
          This User Agreement (the “Terms”) is a contract between you and {site.name} (“we”, “us”, “our”), the
          provider of the website, dashboard, lead marketplace, API and related services (the “Service”). By
          creating an account, buying a membership or leads, or using the Service in any other way, you accept
          these Terms and our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
          <Link to="/refund">Refund Policy</Link>.
        </p>
        <p>
          If you use the Service for a company, you confirm that you may bind that company to these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    content: (
      <>
        <p>
          You must be <strong>{LIMITS.minimumAge} years of age or older</strong> to become a member. You
          confirm your age when you sign up, and we may close any account that we find belongs to someone
          younger.
        </p>
        <p>
          The Service is built for real-estate investors, wholesalers, Realtors, brokers and agents operating
          in the United States.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    content: (
      <>
        <p>
          Give accurate information when you sign up and keep it current. You are responsible for everything
          done with your account and your personal API key, so keep your password and key confidential and
          tell us at once at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> if you think
          either has been exposed. You can revoke an API key and create a new one from your dashboard at any
          time.
        </p>
        <p>
          One account is for one business. Sharing a login or reselling access to the dashboard is not
          allowed.
        </p>
      </>
    ),
  },
  {
    id: 'memberships',
    title: 'Memberships, renewal and cancellation',
    content: (
      <>
        <p>
          Memberships are sold as monthly or annual plans.{' '}
          <strong>Your membership renews automatically</strong> at the end of each billing period, at the
          then-current price, <strong>until you cancel it</strong>.
        </p>
        <p>
          You can cancel at any time from the billing section of your dashboard.{' '}
          <strong>Cancellation takes effect at the end of the current billing period</strong>: you keep your
          access and any remaining credits until then, and you are not charged again.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees, payments and price changes',
    content: (
      <>
        <p>
          All fees are stated and charged in <strong>US dollars (USD)</strong>. Payments are processed by our
          payment processor; we do not store your full card number.
        </p>
        <p>
          <strong>Fees are non-refundable and there are no refunds on subscriptions</strong>, including for
          partial billing periods or unused credits. Lead-level replacements and wallet refunds are handled
          under the <Link to="/refund">Refund Policy</Link>.
        </p>
        <p>
          When you sign up you authorize us to charge your payment method for the plan you choose, and your
          card issuer may see a pre-authorization of <strong>up to about one month of service</strong>. You
          also authorize the recurring charges for each renewal until you cancel.
        </p>
        <p>
          We will notify you of any price change <strong>at least one month ahead</strong> by email. A new
          price applies from your first renewal after that notice period; you may cancel before then.
        </p>
        <p>
          If a payment fails, we will retry it and let you know.{' '}
          <strong>We may suspend your access while a payment is outstanding</strong> and restore it once the
          payment succeeds.
        </p>
        <p>
          If a payment is disputed with your card issuer or refunded through our payment provider, what it
          paid for is reversed: the membership period it paid is suspended until it is paid again, and a
          wallet top-up is taken back from your wallet. Funds from it that you already spent become an amount
          you owe, which your next top-up pays first; buying leads is paused until it is paid.
        </p>
        <p>
          Promotional codes such as {site.promoCode} apply only as described when they are offered (for{' '}
          {site.promoCode}: 50% off one month's worth of the first payment of a new membership, once per
          person), cannot be exchanged for cash and cannot be combined unless we say so.
        </p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Premium Lead credits',
    content: (
      <>
        <p>
          Your plan gives you a number of Premium Lead credits each month. Taking one Premium Lead uses one
          credit; downloading a lead you already own again uses none.
        </p>
        <ul>
          <li>
            On a <strong>monthly plan</strong>, credits reset after each successful monthly charge.
          </li>
          <li>
            On an <strong>annual plan</strong>, credits reset on each monthly anniversary of your start date.
          </li>
          <li>
            <strong>Unused credits are forfeited</strong> when they reset. Credits and leads do not roll over,
            have no cash value and cannot be transferred.
          </li>
        </ul>
        <p>If you run out of credits before your reset date, you can add more leads from your dashboard.</p>
      </>
    ),
  },
  {
    id: 'leads',
    title: 'Leads and the marketplace',
    content: (
      <>
        <p>
          New leads are uploaded every day before 10 AM Central Time. Each lead holds the information a seller
          gave us or our callers: name, phone number, property address and type, whether the property is
          listed on the MLS, the reason for selling, the selling timeline and the location.
        </p>
        <ul>
          <li>
            <strong>Premium Leads</strong> are non-exclusive. Each can be taken by at most{' '}
            {LIMITS.premiumMaxBuyers} buyers, and it leaves the marketplace after three downloads or{' '}
            {LIMITS.premiumLifetimeDays} days, whichever comes first.
          </li>
          <li>
            <strong>Exclusive Leads</strong> are sold to one buyer only, first come, first served, and paid
            from your wallet. An Exclusive Lead is removed from the marketplace once it has been downloaded by
            its buyer.
          </li>
        </ul>
        <p>
          Leads are qualified and, for Exclusive Leads, validated twice before upload, but sellers are people
          and can change their minds. We do not promise that any lead will result in a contract, an assignment
          fee or a closed deal.
        </p>
      </>
    ),
  },
  {
    id: 'wallet',
    title: 'Wallet',
    content: (
      <>
        <p>
          Funds you add to your wallet are used to buy Exclusive Leads. We may also add wallet rewards from
          giveaways and special events; rewards follow the rules announced with them and may expire if those
          rules say so.
        </p>
        <p>
          The wallet balance is never negative and is not a bank account: it earns no interest, cannot be
          transferred to another member and is not redeemable for cash, except where the law requires
          otherwise.
        </p>
      </>
    ),
  },
  {
    id: 'replacements-refunds',
    title: 'Lead replacements and refunds',
    content: (
      <>
        <p>
          A Premium Lead that is the incorrect lead type, listed on the MLS, already sold or an unmotivated
          seller may be replaced. An Exclusive Lead with invalid contact info, that is a duplicate, that is a
          wholesaler submission or whose seller is not interested may be refunded to your wallet if you ask
          within {LIMITS.exclusiveRefundWindowHours} hours of receiving it and attach call, SMS or email logs.
        </p>
        <p>
          The full rules, and how to file a request, are in the <Link to="/refund">Refund Policy</Link>, which
          forms part of these Terms.
        </p>
      </>
    ),
  },
];
