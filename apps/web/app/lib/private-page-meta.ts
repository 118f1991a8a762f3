import type { MetaDescriptor } from 'react-router';
import { site } from '../config/site';

/** Title and description of a member or auth page; never indexed (the pages are personal). */
export function privatePageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${site.name}` },
    { name: 'description', content: description },
    { property: 'og:title', content: `${title} | ${site.name}` },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
