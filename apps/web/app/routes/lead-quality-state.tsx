import { LEAD_QUALITY_WINDOW_DAYS, US_STATES, type UsStateCode } from '@app/shared';
import { Link, useParams, type MetaArgs } from 'react-router';
import { Island } from '../components/island';
import { site } from '../config/site';
import { HowWeCount } from '../features/lead-quality/how-we-count';
import { StateLeadQuality } from '../features/lead-quality/state-lead-quality';
import { pageMeta } from '../lib/page-meta';
import NotFoundPage from './not-found';

/** The state of a /lead-quality/<code> path, or null for a code that is not a state's. */
function stateOf(code: string | undefined): { code: UsStateCode; name: string } | null {
  const upper = (code ?? '').toUpperCase();
  return upper in US_STATES ? { code: upper as UsStateCode, name: US_STATES[upper as UsStateCode] } : null;
}

export const meta = ({ params }: MetaArgs) => {
  const state = stateOf(params.state);
  if (!state) return pageMeta({ title: 'Page not found', description: 'There is no such page.' });
  return pageMeta({
    title: `Lead quality in ${state.name}`,
    description: `How the motivated-seller leads ${site.name} published in ${state.name} in the last ${LEAD_QUALITY_WINDOW_DAYS} days did: leads published, median time to the first buyer, contact rate and return rate.`,
  });
};

/** Issue 22.5: one state's lead quality, prerendered for every state at /lead-quality/<code>. */
export default function StateLeadQualityPage() {
  const state = stateOf(useParams().state);
  if (!state) return <NotFoundPage />;
  return (
    <main className="bg-slate-50">
      <header className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">
            <Link to="/lead-quality" className="underline-offset-4 hover:underline">
              Lead quality
            </Link>{' '}
            · {state.code}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Lead quality in {state.name}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            The motivated-seller leads we published in {state.name} in the last {LEAD_QUALITY_WINDOW_DAYS}{' '}
            days, and what buyers did with them.{' '}
            <Link to="/marketplace" className="font-semibold text-brand-800 underline underline-offset-4">
              See the leads for sale now
            </Link>
            .
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pb-20">
        <Island
          name="state-lead-quality"
          component={StateLeadQuality}
          props={{ state: state.code, stateName: state.name }}
        />
        <HowWeCount />
      </div>
    </main>
  );
}
