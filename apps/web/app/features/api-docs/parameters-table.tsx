import { describePullApiParameters } from '@app/shared';

/** The query parameters of the endpoint, derived from its contract in packages/shared. */
export function ParametersTable() {
  const parameters = describePullApiParameters();
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Query parameters</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-2/5 px-4 py-3 font-semibold">
              Parameter and format
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              What it does
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {parameters.map((parameter) => (
            <tr key={parameter.name} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="font-mono font-semibold text-brand-900">{parameter.name}</span>{' '}
                <span className="text-xs text-slate-600">{parameter.required ? 'required' : 'optional'}</span>
                <span className="mt-1 block text-slate-700">{parameter.format}</span>
              </th>
              <td className="px-4 py-3 text-slate-700">{parameter.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
