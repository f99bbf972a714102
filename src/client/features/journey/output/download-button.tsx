import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { JourneyExport } from '../../../../domain/audit-api';
import { showErrorToast } from '../../../lib/toast';
import { saveFile } from './save-file';
import { type OutputDocument, useRecordExport } from './use-record-export';

interface DownloadButtonProps {
  /** e.g. '.pptx'; the button reads 'Download .pptx'. */
  extension: string;
  fileName: string;
  /** Which output and format: the download is on the audit trail before the file is handed over. */
  document: OutputDocument;
  format: Exclude<JourneyExport['format'], 'copy'>;
  /** Builds the file only when asked, so its library loads on the first click. */
  create(): Promise<Blob>;
}

/** A bank's rule: no file leaves without its entry on the audit trail. */
class ExportNotRecorded extends Error {}

export function DownloadButton({ extension, fileName, document, format, create }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const recordExport = useRecordExport(document);

  const download = async () => {
    setBusy(true);
    try {
      await recordExport(format).catch((error: unknown) => {
        console.error('Could not record the download', error);
        throw new ExportNotRecorded();
      });
      saveFile(await create(), fileName);
    } catch (error) {
      if (error instanceof ExportNotRecorded) {
        showErrorToast('Download failed', 'The download could not be put on record, so the file was not made. Please try again.');
        return;
      }
      console.error(`Could not create ${fileName}`, error);
      showErrorToast('Download failed', 'The file could not be created. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      Download {extension}
    </Button>
  );
}
