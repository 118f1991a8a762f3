import { site } from '../../config/site';

const mailLink = (
  <a
    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    href={`mailto:${site.supportEmail}?subject=Stop%20selling%20my%20number`}
  >
    {site.supportEmail}
  </a>
);

/** What a seller reads before and beside the form: what we are, and what confirming changes. */
export function WhoWeAre() {
  return (
    <p className="mx-auto mt-4 max-w-xl text-center text-lg text-slate-700">
      {site.name} sells home-seller leads to real-estate investors: the name, phone number and address of
      people who said, to us or to a caller working with us, that they might sell their home. If you no longer
      want investors to call or text you about it, take your number out here.
    </p>
  );
}

const SECTIONS = [
  {
    title: 'What happens when you confirm',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>Any lead with your number that has not been sold leaves our marketplace at once.</li>
        <li>
          Investors who bought a lead with your number in the last 90 days are told that you asked not to be
          contacted.
        </li>
        <li>Your number is refused in every list we bring in later, so it does not come back.</li>
      </ul>
    ),
  },
  {
    title: 'Why we text you a code',
    body: (
      <>
        <p>
          The code proves the request comes from the person who has the phone, so nobody can take someone
          else&apos;s number out. It expires in 10 minutes; if it does, ask for a new one.
        </p>
        <p>
          We show the same message for every number, whether or not it is in our data, and we never tell
          anyone whether it was. The text holds only the code.
        </p>
      </>
    ),
  },
  {
    title: 'Good to know',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>This covers one number. If investors reach you on several, do it for each of them.</li>
        <li>
          Investors keep the records they already bought, but they are told not to use your number. If one
          still calls you after this, tell us the name and we will take it up with them.
        </li>
      </ul>
    ),
  },
  {
    title: 'Can’t receive texts?',
    body: (
      <p>
        If the number is a landline, cannot receive texts, or once replied STOP to our texts (we then send it
        nothing, not even a code), write to {mailLink} with the number, and we will add it to our do-not-sell
        list by hand, usually within one business day.
      </p>
    ),
  },
] as const;

export function OptOutExplainer() {
  return (
    <div className="mt-10 space-y-8 text-slate-700">
      {SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title} className="space-y-3">
          <h2 className="text-xl font-bold text-brand-900">{section.title}</h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}
