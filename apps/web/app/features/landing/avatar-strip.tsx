import { InitialsAvatar } from '../../components/initials-avatar';
import { StarRating } from '../../components/star-rating';

const AVATARS = [
  { initials: 'MR', color: 'bg-accent text-ink' },
  { initials: 'DO', color: 'bg-brand-100 text-brand-900' },
  { initials: 'KB', color: 'bg-white text-brand-900' },
  { initials: 'PN', color: 'bg-amber-200 text-ink' },
  { initials: 'TA', color: 'bg-brand-600 text-white' },
] as const;

/** The hero's avatar strip (docs/product.md §2.4): members' initials, a rating and the headcount. */
export function AvatarStrip() {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex -space-x-1">
        {AVATARS.map((avatar) => (
          <InitialsAvatar
            key={avatar.initials}
            initials={avatar.initials}
            colorClassName={`${avatar.color} ring-2 ring-brand-900`}
          />
        ))}
      </div>
      <div>
        <StarRating className="text-accent" />
        <p className="mt-1 text-sm text-brand-100">
          <strong className="text-white">1,000+ investors</strong> already closing deals with us
        </p>
      </div>
    </div>
  );
}
