import { LIMITS } from '@app/shared';
import type { FaqEntry } from '../../config/faq';
import { site } from '../../config/site';

const rate = `${LIMITS.affiliateCommissionPercent}%`;
const onBasicPlan = ((99 * LIMITS.affiliateCommissionPercent) / 100).toFixed(2);

/** Payout questions on /affiliate; consistent with the affiliate section of the terms. */
export const AFFILIATE_PAYOUT_FAQ: readonly FaqEntry[] = [
  {
    question: 'How much do I earn?',
    answer: `${rate} of what the businesses you refer spend with us: their membership, renewals and the exclusive leads they buy. Money they add to their wallet counts once it is spent on leads. A member on the $99 plan earns you $${onBasicPlan} every month they stay.`,
  },
  {
    question: 'What does “lifetime” mean?',
    answer: `You keep earning ${rate} for as long as the business you referred remains a paying ${site.name} member. There is no 12-month cut-off and no cap on how much you can earn.`,
  },
  {
    question: 'When and how am I paid?',
    answer: `Each commission is held for ${LIMITS.affiliateCommissionHoldDays} days, so that refunds and card disputes can come in first; then it is payable. We pay what is payable every month, by bank transfer or another method agreed with our team when they set up your account.`,
  },
  {
    question: 'Which payments do not earn commission?',
    answer:
      'Wallet top-ups until they are spent on leads; payments that are refunded or disputed (their commission is taken back); anything paid while your affiliate account is not active; your own account, whatever the e-mail, card or payment account; and referrals brought in through spam, misleading ads or bidding on our brand name. Everything else counts.',
  },
  {
    question: 'How are referrals tracked?',
    answer:
      'Your referral code is captured when the business signs up through your link and stays attached to their account, so every future payment is credited to you.',
  },
];
