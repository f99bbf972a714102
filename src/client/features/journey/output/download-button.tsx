import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { saveFile } from './save-file';

interface DownloadButtonProps {
  /** e.g. '.pptx'; the button reads 'Download .pptx'. */
  extension: string;
  fileName: string;
  /** Builds the file only when asked, so its library loads on the first click. */
  create(): Promise<Blob>;
}

export function DownloadButton({ extension, fileName, create }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      saveFile(await create(), fileName);
    } catch (error) {
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
