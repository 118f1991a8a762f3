import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * When new leads go live (docs/product.md §9: uploads daily before 10 AM Central): at the next
 * 10:00 America/Chicago window, the default rhythm buyers expect, or at once.
 */
export function PublishChoice({ register, error }: { register: UseFormRegisterReturn; error?: string }) {
  const option =
    'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50';
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">When should the leads go live?</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <label className={option}>
          <input type="radio" value="next_window" className="mt-1 h-4 w-4 accent-brand-600" {...register} />
          <span>
            <span className="block font-semibold">Publish at 10:00 Central (next window)</span>
            <span className="block text-sm text-slate-600">
              Buyers with alerts hear about them together with the daily upload.
            </span>
          </span>
        </label>
        <label className={option}>
          <input type="radio" value="now" className="mt-1 h-4 w-4 accent-brand-600" {...register} />
          <span>
            <span className="block font-semibold">Publish now</span>
            <span className="block text-sm text-slate-600">
              On the marketplace as soon as they are saved.
            </span>
          </span>
        </label>
      </div>
      {error && <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
