import { RecordingRequestForm } from './recording-request-form';
import { WEBINAR_DATE_LABEL } from './webinar-schedule';

/** Where 'Free Training' leads: the recording once the date has passed, a seat before it. */
export function WebinarAccessSection({ isPast }: { isPast: boolean }) {
  return (
    <section
      id="webinar-access"
      aria-labelledby="webinar-access-title"
      className="scroll-mt-24 bg-ink text-white"
    >
      <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 py-12 md:grid-cols-[1fr_1.2fr]">
        <div>
          <h2 id="webinar-access-title" className="text-3xl font-extrabold tracking-tight">
            {isPast ? 'Get the recording' : 'Reserve your free seat'}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-200">
            {isPast
              ? `Missed the live session on ${WEBINAR_DATE_LABEL}? Leave your name and email and we will send you the full recording, free.`
              : `The training is live on ${WEBINAR_DATE_LABEL}. Leave your name and email and we will send you the link.`}
          </p>
        </div>
        <RecordingRequestForm isPast={isPast} />
      </div>
    </section>
  );
}
