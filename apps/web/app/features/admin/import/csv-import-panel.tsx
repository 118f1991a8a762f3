import { useCallback, useState } from 'react';
import { AdminPanel } from '../admin-page';
import { TEMPLATE_CSV } from './csv-file';
import { CsvCheckForm, type CheckedOptions, type ImportPreview } from './csv-check-form';
import { ImportPreviewView } from './import-preview';
import { ImportProgress } from './import-progress';
import { ImportStartForm } from './import-start-form';
import type { ImportBatch } from './api/use-lead-import';

interface Checked {
  options: CheckedOptions;
  preview: ImportPreview;
  fileName: string;
}

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_CSV)}`;

/**
 * The daily upload: check the file (nothing saved), import the valid rows, follow the progress.
 * A changed file or option discards the check, so what is imported is always what was checked.
 */
export function CsvImportPanel() {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [batch, setBatch] = useState<ImportBatch | null>(null);
  const [formKey, setFormKey] = useState(0);
  const forgetCheck = useCallback(() => setChecked(null), []);
  const startOver = () => {
    setChecked(null);
    setBatch(null);
    setFormKey((key) => key + 1);
  };

  return (
    <AdminPanel
      title="Upload a CSV"
      description={
        <>
          One lead per row with the seller, phone, property, reason, timeline, address, city, state and ZIP;
          optionally the house, its value and mortgage, the seller's notes, the call recording, the consent
          record and a DNC flag.{' '}
          <a
            href={TEMPLATE_HREF}
            download="sellersignal-lead-template.csv"
            className="font-semibold text-brand-700 underline"
          >
            Download the template
          </a>
          .
        </>
      }
    >
      {batch ? (
        <ImportProgress initial={batch} onStartOver={startOver} />
      ) : (
        <div className="space-y-8">
          <CsvCheckForm
            key={formKey}
            onChanged={forgetCheck}
            onChecked={(options, preview, fileName) => setChecked({ options, preview, fileName })}
          />
          {checked && (
            <div className="space-y-6 border-t border-slate-200 pt-6">
              <ImportPreviewView preview={checked.preview} fileName={checked.fileName} />
              <ImportStartForm
                options={checked.options}
                fileName={checked.fileName}
                validRows={checked.preview.valid_rows}
                onStarted={setBatch}
              />
            </div>
          )}
        </div>
      )}
    </AdminPanel>
  );
}
