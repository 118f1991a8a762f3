/** A round avatar with initials: no photos to download, and no stock faces pretending to be clients. */
export function InitialsAvatar({
  initials,
  className = 'h-11 w-11 text-sm',
  colorClassName = 'bg-brand-100 text-brand-900',
}: {
  initials: string;
  className?: string;
  colorClassName?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold ${colorClassName} ${className}`}
    >
      {initials}
    </span>
  );
}
