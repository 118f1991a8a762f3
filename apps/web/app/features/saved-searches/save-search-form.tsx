import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CheckboxField, FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { fieldErrorText, serverErrorText } from '../../lib/server-error-text';
import { describeSavedFilters, type SavedSearchFilters } from '../../lib/saved-search-filters';
import { useCreateSavedSearch } from './api/use-saved-searches';

/** Saves the filters applied now under a name, optionally with new-lead alerts (leads/create-saved-search). */
export function SaveSearchForm({ filters }: { filters: SavedSearchFilters }) {
  const [name, setName] = useState('');
  const [alerts, setAlerts] = useState(true);
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateSavedSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Name is required');
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name: trimmed, filters, alerts_enabled: alerts },
      {
        onSuccess: (saved) => {
          toast.success(
            `Saved “${saved.name}”.${saved.alerts_enabled ? ' We will tell you when new leads match.' : ''}`,
          );
          setName('');
        },
      },
    );
  };

  const serverNameError = fieldErrorText(create.error, 'name');
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Save this search">
      <p className="text-sm text-slate-700">
        Filters applied now: <strong className="text-ink">{describeSavedFilters(filters)}</strong>
      </p>
      <TextField
        label="Name"
        value={name}
        maxLength={80}
        placeholder="e.g. Phoenix single family"
        onChange={(event) => setName(event.target.value)}
        error={nameError ?? serverNameError}
      />
      <CheckboxField
        label="Email me when new leads match"
        checked={alerts}
        onChange={(event) => setAlerts(event.target.checked)}
      />
      {create.isError && !serverNameError && (
        <FormAlert>{serverErrorText(create.error, 'The search could not be saved.')}</FormAlert>
      )}
      <button type="submit" disabled={create.isPending} className={buttonClass('primary', 'sm')}>
        {create.isPending ? 'Saving...' : 'Save search'}
      </button>
    </form>
  );
}
