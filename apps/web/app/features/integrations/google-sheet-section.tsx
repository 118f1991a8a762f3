import { SHEET_VERIFICATION } from '@app/shared';
import { FormAlert } from '../../components/form-controls';
import { StatusBadge } from '../../components/status-badge';
import { CollapsibleSteps } from '../../components/collapsible-steps';
import { ConnectSheetForm } from './connect-sheet-form';
import { CopyValueButton, CopyableValue } from '../../components/copy-value-button';
import { DeliveryCard, Step, StepList } from '../../components/delivery-card';
import { googleSheetUrl } from './integration-format';
import type { IntegrationsOverview } from '../../lib/delivery-types';
import { DisconnectButton } from './disconnect-button';
import { SHEET_HEADER_ROW, firstFreeColumn } from './sheet-columns';
import { VerifySheetPanel } from './verify-sheet-panel';

type Sheet = NonNullable<IntegrationsOverview['google_sheet']>;

function sheetStatus(sheet: Sheet) {
  if (!sheet.is_verified) return { tone: 'amber', text: 'Waiting for verification' } as const;
  return sheet.last_error
    ? ({ tone: 'amber', text: 'Needs attention' } as const)
    : ({ tone: 'green', text: 'Connected' } as const);
}

function ConnectedSheet({ sheet }: { sheet: Sheet }) {
  const url = googleSheetUrl(sheet.spreadsheet_id);
  const status = sheetStatus(sheet);
  return (
    <div
      className={`space-y-3 rounded-xl border p-4 ${
        sheet.is_verified ? 'border-brand-500/40 bg-brand-50' : 'border-amber-300 bg-amber-50'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-brand-900">Connected sheet</h3>
        <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Sheet</dt>
        <dd className="min-w-0">
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="break-all font-mono text-brand-700 underline underline-offset-2"
          >
            {url}
          </a>
        </dd>
        <dt className="text-slate-600">Tab</dt>
        <dd className="font-semibold text-ink">{sheet.sheet_name}</dd>
      </dl>
      {!sheet.is_verified &&
        (sheet.verification_code ? (
          <VerifySheetPanel code={sheet.verification_code} sheetName={sheet.sheet_name} />
        ) : (
          <FormAlert>Connect this sheet again below to get a verification code.</FormAlert>
        ))}
      {sheet.is_verified && sheet.last_error && (
        <FormAlert>
          Last delivery failed: {sheet.last_error}. We retry by ourselves; once it is fixed, the next leads
          arrive again.
        </FormAlert>
      )}
      <DisconnectButton
        kind="google_sheets"
        label="Disconnect"
        title="Disconnect this sheet?"
        confirmLabel="Disconnect sheet"
        doneMessage="Sheet disconnected. Rows already in it stay where they are."
      >
        <p>
          New purchases stop going to the sheet at once. The rows already in it stay, and you can connect a
          sheet again at any time.
        </p>
      </DisconnectButton>
    </div>
  );
}

/**
 * Steps (1) create, (2) share with the service account, (3) paste the link
 * (integrations/connect-google-sheet), (4) put the code shown into the sheet and verify it.
 */
export function GoogleSheetSection({ overview }: { overview: IntegrationsOverview }) {
  const account = overview.sheets_service_account;
  const sheet = overview.google_sheet;
  return (
    <DeliveryCard
      title="Google Sheet"
      description="Each lead you buy is added as a new row within a minute of purchase. Your own columns and notes stay where you put them."
    >
      {sheet && <ConnectedSheet sheet={sheet} />}
      {!account && (
        <FormAlert>
          Google Sheet delivery is switched off on this site. Use the CSV feed link below, or ask support to
          switch it on.
        </FormAlert>
      )}
      <CollapsibleSteps isCollapsed={Boolean(sheet)} summary="Connect a different sheet">
        <StepList label="Connect a sheet in four steps">
          <Step title="Create a Google Sheet">
            <p>
              Open <span className="font-semibold">sheets.new</span> in your browser, name the file and the
              tab (for example <em>Leads</em>). Paste these headings into cell A1 if you want titles; use
              column {firstFreeColumn()} onwards for your own notes.
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <CopyValueButton
                value={SHEET_HEADER_ROW}
                label="the column headings"
                idleText="Copy the column headings"
              />
            </div>
          </Step>
          <Step title="Share it as Editor with our service account">
            <p>
              Press <strong>Share</strong>, paste this address, choose <strong>Editor</strong>, untick
              &ldquo;Notify people&rdquo; and press <strong>Share</strong>. It can only add rows to sheets you
              share with it.
            </p>
            {account && <CopyableValue value={account} label="the service account address" />}
          </Step>
          <Step title="Paste the sheet link and the tab name">
            <ConnectSheetForm isReplacing={Boolean(sheet)} isDisabled={!account} />
          </Step>
          <Step title="Prove the sheet is yours">
            <p>
              We then show a code. Put it in cell {SHEET_VERIFICATION.cell} of a tab named{' '}
              <strong>{SHEET_VERIFICATION.tabName}</strong> and press <strong>Verify sheet</strong>: leads are
              added only once we have read it back, so nobody can send leads into a sheet that is not theirs.
            </p>
          </Step>
        </StepList>
      </CollapsibleSteps>
    </DeliveryCard>
  );
}
