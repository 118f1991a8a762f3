import type { MetaDescriptor } from 'react-router';
import { site } from '../config/site';

interface PageMetaInput {
  title: string;
  description: string;
  /** Open Graph type; marketing and policy pages are `website`, articles would be `article`. */
  type?: 'website' | 'article';
  /** The 404 page keeps its bare title; every other page carries the brand name for search results. */
  withBrand?: boolean;
}

/** The meta tags every public route exports (title, description, og:title, og:description, og:type). */
export function pageMeta({
  title,
  description,
  type = 'website',
  withBrand = true,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = withBrand ? `${title} | ${site.name}` : title;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
  ];
}
