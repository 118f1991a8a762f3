import { LEAD_QUALITY_MIN_LEADS, LEAD_QUALITY_WINDOW_DAYS } from '@app/shared';
import { Island } from '../components/island';
import { site } from '../config/site';
import { HowWeCount } from '../features/lead-quality/how-we-count';
import { LeadQualityTable } from '../features/lead-quality/lead-quality-table';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Lead quality by state',
    description: `How the leads ${site.name} published in the last ${LEAD_QUALITY_WINDOW_DAYS} days did, state by state: how many, how fast the first buyer took them, how often buyers reached the seller, and how often we gave the money back.`,
  });

/** Issue 22.5: lead quality in the open, every state on one page. */
export default function LeadQualityPage() {
  return (
    <main className="bg-slate-50">
      <header className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">Lead quality</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            How our leads did, state by state
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Every lead vendor says its leads are good. These are ours for the last {LEAD_QUALITY_WINDOW_DAYS}{' '}
            days, counted from what buyers did with them — published for every state with at least{' '}
            {LEAD_QUALITY_MIN_LEADS} leads, whatever they say.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pb-20">
        <Island name="lead-quality-table" component={LeadQualityTable} />
        <HowWeCount />
      </div>
    </main>
  );
}
