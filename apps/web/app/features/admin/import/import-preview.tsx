import { DUPLICATE_LEAD_RULE } from '@app/shared';
import { useState } from 'react';
import { buttonClass } from '../../../components/form-controls';
import { DataTable } from '../data-table';
import { Figure } from '../admin-page';
import type { ImportPreview } from './csv-check-form';

type Row = ImportPreview['invalid'][number];
const STEP = 200;

function RowSummary({ row }: { row: Row }) {
  return <span className="break-words text-slate-800">{row.summary || '(empty row)'}</span>;
}

/** Step 2: what the check found: totals, every invalid row with its problems, and a sample of valid ones. */
export function ImportPreviewView({ preview, fileName }: { preview: ImportPreview; fileName: string }) {
  const [shown, setShown] = useState(STEP);
  const invalidShown = preview.invalid.slice(0, shown);
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-base font-bold text-brand-900">Check of {fileName}</h3>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          <Figure label="Rows" value={preview.total_rows.toLocaleString('en-US')} />
          <Figure label="Valid" value={preview.valid_rows.toLocaleString('en-US')} tone="good" />
          <Figure
            label="Invalid"
            value={preview.invalid_rows.toLocaleString('en-US')}
            tone={preview.invalid_rows > 0 ? 'bad' : 'default'}
          />
        </dl>
        <p className="mt-2 text-sm text-slate-600">Columns found: {preview.columns.join(', ') || 'none'}</p>
        <div className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <p className="font-semibold text-ink">How duplicates are found</p>
          <p className="mt-0.5">{DUPLICATE_LEAD_RULE}</p>
          <p className="mt-0.5">
            Phones are saved as +1 and ten digits, however they are written in the file.
          </p>
        </div>
      </div>

      {preview.invalid_rows > 0 && (
        <section aria-labelledby="invalid-rows-heading">
          <h3 id="invalid-rows-heading" className="text-base font-bold text-red-800">
            Rows that will be skipped ({preview.invalid_rows.toLocaleString('en-US')})
          </h3>
          <p className="mb-3 mt-1 text-sm text-slate-700">
            Fix them in the file and check it again, or import the valid rows now and upload the corrected
            rows later. Line numbers count the header as line 1.
          </p>
          <DataTable<Row>
            caption="Rows that will be skipped"
            rows={invalidShown}
            rowKey={(row) => String(row.line)}
            columns={[
              {
                header: 'Line',
                cell: (row) => <span className="font-semibold tabular-nums">{row.line}</span>,
                className: 'w-20',
              },
              {
                header: 'Problems',
                cell: (row) => (
                  <ul className="list-disc space-y-0.5 pl-4 text-red-800">
                    {row.errors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                ),
              },
              { header: 'Row', cell: (row) => <RowSummary row={row} /> },
            ]}
          />
          {preview.invalid.length > shown && (
            <button
              type="button"
              className={`${buttonClass('secondary', 'sm')} mt-3`}
              onClick={() => setShown((count) => count + STEP)}
            >
              Show {Math.min(STEP, preview.invalid.length - shown)} more of{' '}
              {preview.invalid.length.toLocaleString('en-US')}
            </button>
          )}
          {preview.invalid_rows > preview.invalid.length && (
            <p className="mt-2 text-sm text-slate-600">
              The first {preview.invalid.length.toLocaleString('en-US')} invalid rows are listed; fix those
              and check again to see the rest.
            </p>
          )}
        </section>
      )}

      {preview.sample.length > 0 && (
        <section aria-labelledby="valid-sample-heading">
          <h3 id="valid-sample-heading" className="mb-3 text-base font-bold text-brand-900">
            Valid rows{preview.valid_rows > preview.sample.length ? ` (first ${preview.sample.length})` : ''}
          </h3>
          <DataTable<Row>
            caption="Valid rows"
            rows={preview.sample}
            rowKey={(row) => String(row.line)}
            columns={[
              {
                header: 'Line',
                cell: (row) => <span className="font-semibold tabular-nums">{row.line}</span>,
                className: 'w-20',
              },
              { header: 'Lead', cell: (row) => <RowSummary row={row} /> },
            ]}
          />
        </section>
      )}
    </div>
  );
}
