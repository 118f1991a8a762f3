import { zodResolver } from '@hookform/resolvers/zod';
import { TEAM_MEMBER_ROLES, TEAM_ROLE_LABELS, inviteTeamMember } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, SelectField, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useInviteMember } from './api/team-api';

const schema = inviteTeamMember.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** teams/invite-member: an address and a role; the link goes out by e-mail. */
export function InviteMemberForm({ isFull }: { isFull: boolean }) {
  const [formError, setFormError] = useState<string | null>(null);
  const invite = useInviteMember();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', role: 'buyer' },
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    invite.mutate(values, {
      onSuccess: () => {
        toast.success(`Invitation sent to ${values.email}.`);
        reset({ email: '', role: values.role });
      },
      onError: (error) => {
        const leftOver = applyServerFieldErrors(error, setError, ['email', 'role']);
        setFormError(
          formErrorAfterFields(error, leftOver, 'The invitation could not be sent. Please try again.'),
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Invite a member">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="name@company.com"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <SelectField label="Role" error={formState.errors.role?.message} {...register('role')}>
          {TEAM_MEMBER_ROLES.map((role) => (
            <option key={role} value={role}>
              {TEAM_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <button type="submit" disabled={invite.isPending} className={`${buttonClass('primary')} sm:mt-7`}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </button>
      </div>
      <p className="text-sm text-slate-600">
        Buyers buy and take leads with the team’s credits and wallet and work them in the pipeline. Viewers
        see the purchased leads, pipeline and ROI but change nothing. The link works for 7 days.
        {isFull && ' Every seat is taken: remove a member or revoke an invitation first.'}
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
    </form>
  );
}
