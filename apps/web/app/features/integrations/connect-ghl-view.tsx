import { GHL_CUSTOM_FIELDS } from '@app/shared';
import { FormAlert } from '../../components/form-controls';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { StatusBadge } from '../../components/status-badge';
import { CollapsibleSteps } from '../../components/collapsible-steps';
import { ConnectGhlForm } from './connect-ghl-form';
import { DeliveryCard, Step, StepList } from '../../components/delivery-card';
import { DeliveryPageIntro } from '../../components/delivery-page-nav';
import type { IntegrationsOverview } from '../../lib/delivery-types';
import { DisconnectButton } from './disconnect-button';
import { GhlStageMappingCard } from './ghl-stage-mapping';
import { useIntegrations } from './api/use-integrations';

type Ghl = NonNullable<IntegrationsOverview['go_high_level']>;

/** The connected state shows the Location ID only: the token never comes back from the server. */
function ConnectedGhl({ ghl }: { ghl: Ghl }) {
  return (
    <DeliveryCard
      title="Your Go High Level connection"
      action={
        <StatusBadge tone={ghl.last_error ? 'amber' : 'green'}>
          {ghl.last_error ? 'Needs attention' : 'Connected'}
        </StatusBadge>
      }
    >
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Location ID</dt>
        <dd className="break-all font-mono font-semibold text-ink">{ghl.location_id}</dd>
        <dt className="text-slate-600">Token</dt>
        <dd className="text-ink">Saved encrypted and never shown. To replace it, connect again below.</dd>
      </dl>
      {ghl.last_error && (
        <FormAlert>
          Last delivery failed: {ghl.last_error}. We retry by ourselves; a token error needs a new token
          below.
        </FormAlert>
      )}
      <DisconnectButton
        kind="go_high_level"
        label="Disconnect"
        title="Disconnect Go High Level?"
        confirmLabel="Disconnect"
        doneMessage="Go High Level disconnected. We deleted the token."
      >
        <p>
          New purchases stop going to Go High Level at once and we delete your token. Contacts already created
          stay in your location.
        </p>
      </DisconnectButton>
    </DeliveryCard>
  );
}

function SetupSteps({ isConnected }: { isConnected: boolean }) {
  return (
    <DeliveryCard
      title={isConnected ? 'Change the connection' : 'Connect in three steps'}
      description="Each lead you buy becomes a contact in your location within a minute, tagged sellersignal, with the property, its value and equity, the reason, timeline and the seller's notes in a note."
    >
      <CollapsibleSteps isCollapsed={isConnected} summary="Use a new token or another location">
        <StepList label="Connect Go High Level in three steps">
          <Step title="Create a Private Integration Token">
            <p>
              In Go High Level, open <strong>Settings → Private Integrations</strong> and press{' '}
              <strong>Create new integration</strong>. Name it SellerSignal, tick the{' '}
              <span className="font-mono text-sm">contacts.write</span> scope (edit contacts), create it and
              copy the token. Go High Level shows it only once, too.
            </p>
          </Step>
          <Step title="Find your Location ID">
            <p>
              Still in the sub-account, open <strong>Settings → Business Profile</strong>. The Location ID is
              in the General Information panel; copy it.
            </p>
          </Step>
          <Step title="Paste both here">
            <ConnectGhlForm isReplacing={isConnected} />
          </Step>
        </StepList>
      </CollapsibleSteps>
    </DeliveryCard>
  );
}

/**
 * Issue 18.3: the lead's details land in custom fields the member creates once, by these keys;
 * GHL skips a key the location does not have, and the note carries everything anyway.
 */
function CustomFieldsCard() {
  return (
    <DeliveryCard
      title="Put the details in custom fields (optional)"
      description="The note on each contact already has every detail of the lead. To filter and automate on them, create these contact custom fields in Settings → Custom Fields with exactly these field keys; we fill each one a lead has."
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">Go High Level custom fields we fill</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Field name
              </th>
              <th scope="col" className="py-2 font-semibold">
                Field key
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {GHL_CUSTOM_FIELDS.map((field) => (
              <tr key={field.key}>
                <td className="py-1.5 pr-4 text-ink">{field.label}</td>
                <td className="py-1.5 font-mono text-slate-700">contact.{field.key}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        The seller&apos;s e-mail goes in the contact&apos;s Email, and a seller who asked not to be contacted
        or is on a Do-Not-Call list is marked Do Not Disturb, so your workflows do not text or call them.
      </p>
    </DeliveryCard>
  );
}

/** /purchased-leads/connect-go-high-level: upsert every purchase as a Go High Level contact. */
export function ConnectGhlView() {
  const { data, isPending, error, refetch } = useIntegrations();
  return (
    <div className="space-y-6">
      <DeliveryPageIntro>
        <p>
          Working your leads in Go High Level? Connect your sub-account and every lead you buy lands there as
          a contact, ready for your workflows.
        </p>
      </DeliveryPageIntro>
      {isPending ? (
        <LoadingRegion label="Loading your connection">
          <Skeleton className="h-96" />
        </LoadingRegion>
      ) : error ? (
        <QueryError error={error} what="your Go High Level connection" onRetry={() => refetch()} />
      ) : (
        <>
          {data.go_high_level && <ConnectedGhl ghl={data.go_high_level} />}
          {data.go_high_level && (
            <GhlStageMappingCard
              mappings={data.go_high_level.stage_mappings}
              eventsUrl={data.go_high_level.events_url}
              recentEvents={data.go_high_level.recent_events}
            />
          )}
          <SetupSteps isConnected={Boolean(data.go_high_level)} />
          <CustomFieldsCard />
        </>
      )}
    </div>
  );
}
