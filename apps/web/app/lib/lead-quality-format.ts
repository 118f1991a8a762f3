import { LEAD_QUALITY_MIN_LEADS, type LeadQualityFigures } from '@app/shared';
// Not toLocaleString: its first call loads the browser's locale data, 141 ms of a phone's main
// thread on /lead-quality (issue 22.5; decision 013).
import { formatThousands } from './format-number';

/** "45 min", "3 h 10 min", "2 days 4 h": a median wait as a person says it. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, Math.round(minutes))} min`;
  if (minutes < 48 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = Math.round(minutes - hours * 60);
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(minutes / 1440);
  const hours = Math.round((minutes - days * 1440) / 60);
  return hours === 0 ? `${days} days` : `${days} days ${hours} h`;
}

/** 0.623 → "62%"; a rate under 1% but above 0 shows as "<1%". */
export function formatRate(rate: number): string {
  if (rate > 0 && rate < 0.005) return '<1%';
  return `${Math.round(rate * 100)}%`;
}

/** The four figures of a place as text (null: none yet), or why they are not shown. */
export function figureTexts(figures: LeadQualityFigures) {
  if (!figures.enough_leads)
    return {
      enough: false as const,
      reason: `${figures.leads_published} of the ${LEAD_QUALITY_MIN_LEADS} needed in 90 days`,
    };
  // Null where nothing was bought yet: there is no time or rate to give.
  return {
    enough: true as const,
    published: formatThousands(figures.leads_published),
    firstBuyer:
      figures.median_minutes_to_first_buyer === null
        ? null
        : formatMinutes(figures.median_minutes_to_first_buyer),
    contact: figures.contact_rate === null ? null : formatRate(figures.contact_rate),
    returned: figures.return_rate === null ? null : formatRate(figures.return_rate),
  };
}
