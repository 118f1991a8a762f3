import type { AFFILIATE_STATUSES } from '@app/shared';
import type { BadgeTone } from '../../../components/status-badge';

export const AFFILIATE_STATUS_TONES: Record<(typeof AFFILIATE_STATUSES)[number], BadgeTone> = {
  new: 'blue',
  contacted: 'amber',
  active: 'green',
  paused: 'slate',
};
