import { Fragment } from 'react';
import { InlineCode } from './docs-section';
import { LEAD_DETAIL_FIELDS } from './lead-detail-fields';

/** A long field name breaks only after its underscores on a phone: mortgage_ / balance. */
function FieldName({ name }: { name: string }) {
  return (
    <>
      {name.split('_').map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              _<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Issue 18.3: each property and conversation field of a purchased lead, its type and its CSV column. */
export function LeadDetailFieldsTable() {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Property and seller fields of a purchased lead</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-2/5 px-4 py-3 font-semibold">
              Field and type
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              What it means
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {LEAD_DETAIL_FIELDS.map((field) => (
            <tr key={field.name} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="font-mono font-semibold text-brand-900">
                  <FieldName name={field.name} />
                </span>
                <span className="mt-1 block text-slate-700">{field.type}</span>
              </th>
              <td className="px-4 py-3 text-slate-700">
                {field.meaning}
                <span className="mt-1 block text-xs text-slate-600">
                  CSV:{' '}
                  {field.csvColumns.map((column, index) => (
                    <span key={column}>
                      {index > 0 && ', '}
                      <InlineCode>{column}</InlineCode>
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
