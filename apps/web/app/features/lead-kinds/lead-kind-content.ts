import { LIMITS, REFUND_REASONS, REPLACEMENT_REASONS } from '@app/shared';
import type { LeadIconName } from './lead-icons';
import { SAMPLE_EXCLUSIVE_LEAD, SAMPLE_PREMIUM_LEAD, type SampleLead } from './sample-leads';

export type LeadKind = 'premium' | 'exclusive';

export interface Rule {
  icon: LeadIconName;
  title: string;
  desc: string;
}

export interface LeadKindContent {
  kind: LeadKind;
  eyebrow: string;
  title: string;
  intro: string;
  highlights: readonly string[];
  sample: SampleLead;
  rulesTitle: string;
  rules: readonly Rule[];
  guarantee: { title: string; intro: string; reasons: readonly string[]; requirements: string };
  /** The sign-up button's text. */
  primaryLabel: string;
  closing: { title: string; text: string };
}

/** docs/product.md §1 and §9: the rules of Premium Leads, word for word where it gives them. */
export const PREMIUM_CONTENT: LeadKindContent = {
  kind: 'premium',
  eyebrow: 'Premium Leads',
  title: 'Motivated sellers, qualified before they reach you',
  intro:
    'Premium Leads are non-exclusive motivated-seller leads included in the Basic and Pro packages. Fresh leads land every morning, and each one is shared with no more than two other buyers.',
  highlights: [
    'Included in Basic and Pro',
    `At most ${LIMITS.premiumMaxBuyers} buyers per lead`,
    'Uploaded daily before 10 AM CT',
  ],
  sample: SAMPLE_PREMIUM_LEAD,
  primaryLabel: 'Start with 25 leads for $99',
  rulesTitle: 'How Premium Leads work',
  rules: [
    {
      icon: 'users',
      title: `At most ${LIMITS.premiumMaxBuyers} buyers`,
      desc: 'Premium Leads are non-exclusive, but each lead can be taken by at most three buyers, so you are never one of dozens calling the same seller.',
    },
    {
      icon: 'calendar',
      title: `Gone after 3 downloads or ${LIMITS.premiumLifetimeDays} days`,
      desc: `A lead leaves the marketplace after three downloads or ${LIMITS.premiumLifetimeDays} days, whichever comes first. What you see is always current.`,
    },
    {
      icon: 'refresh',
      title: 'Monthly credits',
      desc: 'Your package gives you credits every month; one credit takes one lead. Credits reset each month and unused credits do not roll over.',
    },
    {
      icon: 'clock',
      title: 'Uploaded daily before 10 AM CT',
      desc: 'New leads are uploaded every day before 10 AM Central Time, so you can be on the phone with sellers before lunch.',
    },
    {
      icon: 'message',
      title: 'A mix of sources',
      desc: 'Cold calls, inbound and outbound marketing and Meta ads. Different channels reach different sellers, and together they keep volume steady.',
    },
    {
      icon: 'shield',
      title: 'Qualified before upload',
      desc: 'Our team qualifies every lead before it goes live: a real owner, a real property and a reason to sell.',
    },
  ],
  guarantee: {
    title: 'Replacement when a lead is wrong',
    intro:
      'If a Premium Lead turns out to be one of these, we replace it with another lead. Replacements are leads, not cash.',
    reasons: [...REPLACEMENT_REASONS],
    requirements:
      'Send the reason, the property address, the seller name and the contact number from your purchased-leads area.',
  },
  closing: {
    title: 'Get your first 25 Premium Leads',
    text: 'Start for $99 with 25 leads, download them to your CRM or connect your webhook, Google Sheet or Go High Level, and start calling sellers today.',
  },
};

/** docs/product.md §1 and §9: the rules of Exclusive Leads. */
export const EXCLUSIVE_CONTENT: LeadKindContent = {
  kind: 'exclusive',
  eyebrow: 'Exclusive Leads',
  title: 'One seller. One buyer. You.',
  intro:
    'Exclusive Leads are sold to one buyer only. They come from Meta ads and AI callers, are validated twice, and leave the marketplace the moment someone buys them. First come, first served.',
  highlights: ['One buyer only', 'Validated twice', 'First come, first served'],
  sample: SAMPLE_EXCLUSIVE_LEAD,
  primaryLabel: 'Sign up to buy Exclusive Leads',
  rulesTitle: 'How Exclusive Leads work',
  rules: [
    {
      icon: 'user',
      title: 'One buyer only',
      desc: 'When you buy an Exclusive Lead, nobody else on the marketplace can buy that seller. No race to the phone.',
    },
    {
      icon: 'shield',
      title: 'Validated twice',
      desc: 'Every Exclusive Lead is checked twice before it is listed, so the seller expects a call about selling.',
    },
    {
      icon: 'bolt',
      title: 'From Meta ads and AI callers',
      desc: 'Sellers who answered our Meta ads or talked to our AI callers and said they want to sell.',
    },
    {
      icon: 'clock',
      title: 'First come, first served',
      desc: 'New Exclusive Leads go live daily before 10 AM Central Time. The first member to buy one gets it.',
    },
    {
      icon: 'wallet',
      title: 'Paid from your wallet',
      desc: 'Each Exclusive Lead shows its price. Add funds to your wallet and buy with one click; no credits needed.',
    },
    {
      icon: 'check',
      title: 'Removed once bought',
      desc: 'As soon as a lead is bought it disappears from the marketplace for everyone else.',
    },
  ],
  guarantee: {
    title: `Refund to your wallet within ${LIMITS.exclusiveRefundWindowHours} hours`,
    intro: `If an Exclusive Lead turns out to be one of these, ask for a refund within ${LIMITS.exclusiveRefundWindowHours} hours of receiving it and the price goes back to your wallet.`,
    reasons: [...REFUND_REASONS],
    requirements:
      'Back your request with call, SMS or email logs that show what happened when you contacted the seller.',
  },
  closing: {
    title: 'Be first to the next Exclusive Lead',
    text: 'Create your account, add funds to your wallet and buy the sellers nobody else will call.',
  },
};
