import { Link } from 'react-router';
import type { LegalSection } from '../../components/legal-document';
import { site } from '../../config/site';

const supportLink = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;

/** The numbered sections of /privacy-policy: what the product really collects and why. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        {site.name} runs a marketplace of motivated-seller leads for real-estate investors, wholesalers,
        Realtors, brokers and agents. This policy explains what personal information we collect when you visit
        our website, become a member, join our affiliate program or subscribe to our newsletter, and what we
        do with it.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <ul>
          <li>
            <strong>Account information:</strong> your name, email address, phone number, company, password
            (stored only as a one-way hash) and your confirmation that you are 18 or older.
          </li>
          <li>
            <strong>Billing information:</strong> payments are handled by our payment processor. We never see
            or store your full card number; we keep the processor’s customer and payment-method references,
            your plan, renewal dates, invoices, wallet top-ups and wallet transactions.
          </li>
          <li>
            <strong>Usage information:</strong> the pages you visit, the leads you view, take and download,
            your download counts, your IP address, browser and device type, and error logs.
          </li>
          <li>
            <strong>API and integration data:</strong> a visible prefix and a hash of your API key (never the
            key itself), the webhook URLs you register, the Google Sheet and Go High Level connections you set
            up, and logs of each delivery.
          </li>
          <li>
            <strong>Leads delivered to you:</strong> a record of which leads you took or bought, when, through
            which channel, and any replacement or refund request you file, including the call, SMS or email
            logs you attach as evidence.
          </li>
          <li>
            <strong>Messages you send us:</strong> contact-form messages, support emails, affiliate sign-ups
            (name and email) and newsletter subscriptions.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'seller-information',
    title: 'Information about property sellers',
    content: (
      <p>
        Our leads contain information that homeowners gave us or our callers when they said they wanted to
        sell: name, phone number, property address and details, reason for selling and timeline. We share it
        only with the members who take or buy that lead, for the purpose of discussing the property, and
        members must use it lawfully under our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
        Our public marketplace never shows a seller’s name, phone number or street address. A seller who no
        longer wants to be contacted can take their number out on{' '}
        <Link to="/privacy/sellers">Stop us selling your number</Link>, with a code we text to it: we stop
        offering their details at once and tell the members who bought them in the last 90 days.
      </p>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    content: (
      <ul>
        <li>
          to run your account, deliver your leads and keep your credits, wallet and download limits correct;
        </li>
        <li>to charge your membership and wallet top-ups and send receipts and renewal reminders;</li>
        <li>to answer support, replacement and refund requests;</li>
        <li>to pay affiliate commissions on referred members;</li>
        <li>to secure the Service, prevent fraud and abuse, and enforce our Terms;</li>
        <li>to improve the Service, and, if you agree, to tell you about new leads, training and offers.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and the Meta pixel',
    content: (
      <>
        <p>
          We use one essential cookie: a <strong>session cookie</strong> that keeps you signed in. It is
          marked HttpOnly, so scripts on the page cannot read it, and it ends when you sign out or the session
          expires. We do not use it for advertising.
        </p>
        <p>
          <strong>The Meta pixel is used only when it is enabled</strong> for our site. When it is, it records
          page views so we can measure our Meta advertising, and Meta may set its own cookies under Meta’s
          privacy policy. You can block it with your browser’s tracking protection or an ad blocker without
          losing any feature of {site.name}.
        </p>
      </>
    ),
  },
  {
    id: 'messages',
    title: 'Emails and text messages',
    content: (
      <p>
        We email you about your account and billing. If you add a mobile number and turn on lead alerts, we
        send text messages <strong>at most once per day</strong>. Reply STOP to any text to stop them. Every
        newsletter has an unsubscribe link, and you can also leave it on our{' '}
        <Link to="/unsubscribe">unsubscribe page</Link>.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    content: (
      <>
        <p>
          <strong>We do not sell your personal information.</strong> We share it only with service providers
          that help us run {site.name} (hosting, payment processing, email and text-message delivery), with
          the tools you connect yourself (Google Sheets, Go High Level or your own webhook), with the
          affiliate who referred you (only the fact that you joined and the commission due), and with
          authorities when the law requires it.
        </p>
        <p>Our providers may process information only on our instructions and must keep it secure.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    content: (
      <>
        <p>We keep personal information only as long as we need it, and a daily job deletes it on time:</p>
        <ul>
          <li>
            <strong>Sellers:</strong> the name, phone number and street address of a lead that no member owns
            are deleted 180 days after the lead leaves our marketplace, with the notes buyers wrote about it;
            we keep only the city, ZIP code and type of property for statistics. A number on our do-not-sell
            list is kept, so that it is never sold again.
          </li>
          <li>
            <strong>Your account:</strong> kept while it is open. When you delete it, your name, email, phone,
            cards, keys, connections, saved searches and the notes and follow-ups of your pipeline are removed
            at once. Invoices and wallet records are kept for seven years because tax and accounting law
            requires it, and after seven years the name and address on your invoices are removed too.
          </li>
          <li>
            <strong>Emails and texts we sent you:</strong> their content is deleted after 90 days.
          </li>
          <li>
            <strong>Refund and replacement evidence:</strong> deleted one year after the decision.
          </li>
          <li>
            <strong>Contact-form messages:</strong> deleted after two years.
          </li>
          <li>
            <strong>Sign-in sessions and codes:</strong> deleted when they expire; backups are kept for 14
            days.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords are stored with a modern one-way hash, API keys are stored only as hashes and shown to you
        once, all traffic is encrypted in transit, and each member can only ever read their own data. No
        system is perfectly secure; if we learn of a breach that affects you, we will tell you as the law
        requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <p>
          You can ask us to show you the personal information we hold about you, to correct it, to delete it,
          or to give you a copy. You can opt out of marketing emails and texts at any time. Residents of
          California and other states with privacy laws have these rights under those laws as well, and we
          will not treat you differently for using them.
        </p>
        <p>
          If you are a homeowner whose phone number is in one of our leads, you can stop us selling it at any
          time on <Link to="/privacy/sellers">Stop us selling your number</Link>: we text a code to the number
          to make sure the request is yours, and we say the same whether or not the number is in our data.
        </p>
        <p>
          Write to {supportLink} from the email on your account; we may need to confirm your identity before
          we act.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        The Service is for people 18 or older. We do not knowingly collect information from anyone under 18.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Governing law and changes',
    content: (
      <p>
        This policy is governed by the laws of the State of Arizona. When we change it, we update the
        effective date above and email members about material changes before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: <p>Questions or requests about your privacy: {supportLink}.</p>,
  },
];
